// Config dictionaries of SPEC.md §3 with Chinese and English texts. EXPRESS is filled from
// the express companies and COUNTRY from the markets list, so each list is written once.
import {
  BUSINESS_PLATFORM,
  FINANCE_FLOW_TYPE,
  NOT_PURCHASE_REASON,
  PAY_PLATFORM,
  RECHARGE_STATUS,
  SALE_ORDER_SOURCE_EXTRA,
  SALE_ORDER_STATUS,
  SALE_REFUND_STATUS,
  SETTLEMENT_ORDER_STATUS,
} from '../../../src/contract/config-values'
import type { Locale } from '../../../src/contract/constants'
import type { ConfigCode } from '../../../src/contract/dictionaries'
import { COUNTRIES } from './countries'
import { EXPRESS_COMPANIES } from './express'

type Entry = readonly [value: string, zh: string, en: string]

const CONFIG: Record<ConfigCode, readonly Entry[]> = {
  SALE_ORDER_STATUS: [
    [SALE_ORDER_STATUS.pendingPayment, '待付款', 'Pending payment'],
    [SALE_ORDER_STATUS.toShip, '待发货', 'To ship'],
    [SALE_ORDER_STATUS.shipped, '已发货', 'Shipped'],
    [SALE_ORDER_STATUS.completed, '已完成', 'Completed'],
    [SALE_ORDER_STATUS.cancelled, '已取消', 'Cancelled'],
    [SALE_ORDER_STATUS.rejected, '已驳回', 'Rejected'],
  ],
  SALE_ORDER_SOURCE: [
    ['lazada', 'Lazada', 'Lazada'],
    ['shopee', 'Shopee', 'Shopee'],
    ['tiktok', 'TikTok Shop', 'TikTok Shop'],
    ['ozon', 'Ozon', 'Ozon'],
    ['amazon', '亚马逊', 'Amazon'],
    ['wm', 'WooCommerce', 'WooCommerce'],
    ['cd', 'CDiscount', 'CDiscount'],
    ['shopify', 'Shopify', 'Shopify'],
    ['custom', '自定义渠道', 'Custom channel'],
    [SALE_ORDER_SOURCE_EXTRA.manual, '手工创建', 'Created manually'],
    [SALE_ORDER_SOURCE_EXTRA.import, '订单导入', 'Imported'],
  ],
  SETTLEMENT_ORDER_STATUS: [
    [SETTLEMENT_ORDER_STATUS.pending, '待结算', 'Pending settlement'],
    [SETTLEMENT_ORDER_STATUS.awaitingConfirmation, '待确认', 'Awaiting confirmation'],
    [SETTLEMENT_ORDER_STATUS.settled, '已结算', 'Settled'],
    [SETTLEMENT_ORDER_STATUS.cancelled, '已取消', 'Cancelled'],
  ],
  FINANCE_FLOW_TYPE: [
    [FINANCE_FLOW_TYPE.recharge, '充值', 'Recharge'],
    [FINANCE_FLOW_TYPE.purchasePayment, '采购付款', 'Purchase payment'],
    [FINANCE_FLOW_TYPE.refund, '退款', 'Refund'],
    [FINANCE_FLOW_TYPE.settlement, '结算收入', 'Settlement income'],
    [FINANCE_FLOW_TYPE.withdrawal, '提现', 'Withdrawal'],
    [FINANCE_FLOW_TYPE.serviceFee, '服务费', 'Service fee'],
    [FINANCE_FLOW_TYPE.adjustment, '调账', 'Adjustment'],
  ],
  PAY_PLATFORM: [
    [PAY_PLATFORM.alipay, '支付宝', 'Alipay'],
    [PAY_PLATFORM.wechat, '微信支付', 'WeChat Pay'],
    [PAY_PLATFORM.bankTransfer, '银行转账', 'Bank transfer'],
    [PAY_PLATFORM.paypal, 'PayPal', 'PayPal'],
    [PAY_PLATFORM.balance, '余额支付', 'Account balance'],
  ],
  RECHARGE_STATUS: [
    [RECHARGE_STATUS.pendingPayment, '待支付', 'Pending payment'],
    [RECHARGE_STATUS.underReview, '审核中', 'Under review'],
    [RECHARGE_STATUS.succeeded, '充值成功', 'Succeeded'],
    [RECHARGE_STATUS.failed, '充值失败', 'Failed'],
    [RECHARGE_STATUS.closed, '已关闭', 'Closed'],
  ],
  COLOR: [
    ['#FFFFFF', '白色', 'White'],
    ['#000000', '黑色', 'Black'],
    ['#808080', '灰色', 'Grey'],
    ['#D3D3D3', '浅灰色', 'Light grey'],
    ['#FF0000', '红色', 'Red'],
    ['#800020', '酒红色', 'Burgundy'],
    ['#FFA500', '橙色', 'Orange'],
    ['#FFFF00', '黄色', 'Yellow'],
    ['#008000', '绿色', 'Green'],
    ['#556B2F', '军绿色', 'Army green'],
    ['#0000FF', '蓝色', 'Blue'],
    ['#87CEEB', '天蓝色', 'Sky blue'],
    ['#000080', '藏青色', 'Navy'],
    ['#800080', '紫色', 'Purple'],
    ['#FFC0CB', '粉色', 'Pink'],
    ['#A52A2A', '棕色', 'Brown'],
    ['#F5F5DC', '米色', 'Beige'],
    ['#C3B091', '卡其色', 'Khaki'],
  ],
  COUNTRY: COUNTRIES,
  BUSINESS_PLATFORM: [
    [BUSINESS_PLATFORM.crossBorder, '跨境电商', 'Cross-border e-commerce'],
    [BUSINESS_PLATFORM.domestic, '国内电商', 'Domestic e-commerce'],
    [BUSINESS_PLATFORM.independentStore, '独立站', 'Independent store'],
  ],
  SALE_REFUND_STATUS: [
    [SALE_REFUND_STATUS.pending, '待处理', 'Pending'],
    [SALE_REFUND_STATUS.processing, '退款中', 'Processing'],
    [SALE_REFUND_STATUS.refunded, '已退款', 'Refunded'],
    [SALE_REFUND_STATUS.rejected, '已拒绝', 'Rejected'],
    [SALE_REFUND_STATUS.cancelled, '已取消', 'Cancelled'],
    [SALE_REFUND_STATUS.failed, '退款失败', 'Refund failed'],
  ],
  NOT_PURCHASE_REASON: [
    [NOT_PURCHASE_REASON.outOfStock, '缺货', 'Out of stock'],
    [NOT_PURCHASE_REASON.cancelledByBuyer, '买家已取消', 'Cancelled by the buyer'],
    [NOT_PURCHASE_REASON.undeliverableAddress, '地址无法配送', 'Address cannot be delivered to'],
    [NOT_PURCHASE_REASON.abnormalPrice, '价格异常', 'Abnormal price'],
    [NOT_PURCHASE_REASON.duplicateOrder, '重复订单', 'Duplicate order'],
    [NOT_PURCHASE_REASON.riskControl, '风控拦截', 'Held by risk control'],
    [NOT_PURCHASE_REASON.other, '其他原因', 'Other reason'],
  ],
  EXPRESS: EXPRESS_COMPANIES.map(([value, zh, en]) => [value, zh, en] as const),
  // Served as a JSON string { key: label } (SPEC.md §3), stored as rows like the others.
  SALE_ORDER_SPEC_MAP: [
    ['color', '颜色', 'Colour'],
    ['size', '尺码', 'Size'],
  ],
}

export const CONFIG_ENTRIES = CONFIG

const COLOUR_NAMES = new Map(CONFIG.COLOR.map(([value, zh, en]) => [value.toUpperCase(), { zh, en }]))

/** The COLOR dictionary's names of a colour value (stored as its hex code); undefined for another value. */
export const colourNamesOf = (value: string): { zh: string; en: string } | undefined =>
  COLOUR_NAMES.get(value.toUpperCase())

/** A colour value's name in a language, or the value as stored when the dictionary has no name for it. */
export const colourName = (value: string, locale: Locale): string =>
  colourNamesOf(value)?.[locale === 'en' ? 'en' : 'zh'] ?? value
