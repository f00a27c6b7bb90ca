// The seller's storefront (issue 18): shops' storefront settings, counters, members, coupons,
// page settings and the public storefront.
import type { MessageCatalog } from './catalog'

export const STOREFRONT_MESSAGES = {
  'what.counter': { en: 'counter', zh: '智能柜台' },
  'what.member': { en: 'member', zh: '会员' },
  'what.coupon': { en: 'coupon', zh: '优惠券' },
  'what.pageModule': { en: 'page module', zh: '页面模块' },
  'what.subject': { en: 'subject', zh: '专题' },
  'what.pageImage': { en: 'page image', zh: '页面图片' },
  'what.partner': { en: 'supplier or factory', zh: '供应商或工厂' },
  'what.strategy': { en: 'generation strategy', zh: '生成策略' },
  'what.generationTask': { en: 'generation task', zh: '生成任务' },
  'storefront.passwordMismatch': { en: 'The two passwords do not match', zh: '两次输入的密码不一致' },
  'storefront.coupon.amountOff': { en: 'enter the amount off', zh: '请输入优惠金额' },
  'storefront.coupon.percentOff': { en: 'enter a discount of 1–99 %', zh: '请输入 1–99 % 的折扣' },
  'storefront.coupon.overMinimum': {
    en: 'the amount off cannot exceed the minimum order amount',
    zh: '优惠金额不能大于最低消费金额',
  },
  'storefront.coupon.endsBeforeStart': { en: 'the end must be after the start', zh: '结束时间必须晚于开始时间' },
  'storefront.notCustomShop': {
    en: 'Only custom-channel shops have a storefront',
    zh: '只有自有渠道（custom）店铺才有店面',
  },
  'storefront.shopOfOtherChannel': {
    en: 'Shop {name} is not a custom-channel shop',
    zh: '店铺 {name} 不是自有渠道店铺',
  },
  'storefront.counterOfOtherShop': {
    en: 'The counter belongs to another shop',
    zh: '该柜台属于其他店铺',
  },
  'storefront.goodsNotInShop': {
    en: 'Goods {id} is not on sale in this shop',
    zh: '商品 {id} 未在本店铺上架',
  },
  'storefront.noTaskToReset': {
    en: 'The shop has no generation task to reset',
    zh: '该店铺没有可重置的生成任务',
  },
  'storefront.taskRunning': {
    en: 'The generation task is running; reset it once it has stopped',
    zh: '生成任务正在运行，请在其停止后再重置',
  },
  'storefront.noStrategy': {
    en: 'Choose a generation strategy for the shop first',
    zh: '请先为店铺选择生成策略',
  },
  'storefront.couponStopped': { en: 'The coupon has been stopped', zh: '优惠券已停止发放' },
  'storefront.couponUsedUpEdit': {
    en: 'The quantity cannot be below the {claimed} already claimed',
    zh: '发放数量不能少于已领取的 {claimed} 张',
  },
  'store.shopClosed': { en: 'This shop is not open', zh: '该店铺未营业' },
  'store.signInFirst': { en: 'Sign in with your phone first', zh: '请先用手机号登录' },
  'store.memberDisabled': { en: 'This member account is disabled', zh: '该会员账号已停用' },
  'store.couponNotClaimable': { en: 'This coupon cannot be claimed now', zh: '该优惠券当前不可领取' },
  'store.couponExhausted': { en: 'All of these coupons have been claimed', zh: '优惠券已领完' },
  'store.couponLimit': {
    en: 'You have already claimed this coupon {limit} time(s)',
    zh: '每位会员限领 {limit} 张，您已领完',
  },
  'store.couponExpired': { en: 'The coupon is not valid now', zh: '优惠券不在有效期内' },
  'store.couponNotClaimed': { en: 'You have no unused coupon of this kind', zh: '您没有可用的该优惠券' },
  'store.couponMinimum': {
    en: 'The coupon needs an order of at least {amount}',
    zh: '订单满 {amount} 才能使用该优惠券',
  },
  'store.specUnknown': { en: 'This colour and size are not available', zh: '该颜色和尺码不可选' },
  'store.orderNote': { en: 'Storefront order at {place}', zh: '店面下单：{place}' },
  'sms.memberReset': {
    en: 'Your shop {shop} reset your member password. Sign in with code {code} within {minutes} minutes.',
    zh: '店铺 {shop} 已重置您的会员密码，请在 {minutes} 分钟内使用验证码 {code} 登录。',
  },
  'history.storefrontCreate': {
    en: 'Ordered in the storefront{counter}',
    zh: '店面下单{counter}',
  },
} as const satisfies MessageCatalog
