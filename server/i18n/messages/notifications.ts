// Notification texts as an SMS says them (issue 20 item 1); the app words its own in-app list.
import type { MessageCatalog } from './catalog'

export const NOTIFICATION_MESSAGES = {
  'what.notification': { en: 'notification', zh: '通知' },
  'notice.newOrder': { en: '{count} new orders from {no}', zh: '{no} 新增 {count} 个订单' },
  'notice.refundRequest': {
    en: 'Refund {no} requested: {amount} {currency}',
    zh: '退款申请 {no}：{amount} {currency}',
  },
  'notice.purchaseShipped': { en: 'Purchase order {no} has shipped', zh: '采购单 {no} 已发货' },
  'notice.settlementReady': { en: 'Settlement {no} waits for your confirmation', zh: '结算单 {no} 待您确认' },
  'notice.lowBalance': {
    en: 'Balance of {no} is low: {amount} {currency} left',
    zh: '{no} 余额不足：剩余 {amount} {currency}',
  },
  'notice.orderOverdue': { en: 'Order {no} is overdue to ship', zh: '订单 {no} 已超时未发货' },
  'notice.orderOverdue.many': { en: '{count} orders are overdue to ship', zh: '{count} 个订单已超时未发货' },
  'notice.purchaseToPay': { en: 'Purchase order {no} waits for payment', zh: '采购单 {no} 待付款' },
  'notice.purchaseToShip': { en: 'Purchase order {no} is paid and waits to ship', zh: '采购单 {no} 已付款，待发货' },
  'notice.topUpResult': { en: 'Top-up {no} was {result}', zh: '充值单 {no} {result}' },
  'notice.topUp.confirmed': { en: 'confirmed', zh: '已确认到账' },
  'notice.topUp.rejected': { en: 'rejected', zh: '已被驳回' },
  'notice.syncFailed': { en: 'Order sync of {no} failed', zh: '{no} 订单同步失败' },
  'notice.publishFailed': { en: 'Listings failed to publish to {no}', zh: '刊登到 {no} 失败' },
  'notice.productionDefective': { en: 'Production job {no} was marked defective', zh: '生产任务 {no} 被标记为次品' },
  'history.syncRefund': {
    en: 'Platform sync: the buyer asked {channel} for refund {refundNo}: {amount} {currency} ({reason})',
    zh: '平台同步：买家在 {channel} 申请退款 {refundNo}：{amount} {currency}（{reason}）',
  },
  'notice.sign': { en: '[Distribution console] ', zh: '【分销平台】' },
} as const satisfies MessageCatalog
