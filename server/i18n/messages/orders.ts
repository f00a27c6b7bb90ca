// Orders, refunds and the order history (issue 3).
import type { MessageCatalog } from './catalog'

export const ORDER_MESSAGES = {
  'what.saleOrder': { en: 'order', zh: '订单' },
  'what.saleRefund': { en: 'refund', zh: '售后单' },
  'what.goodsComment': { en: 'review', zh: '评价' },
  'orderStatus.1': { en: 'pending payment', zh: '待付款' },
  'orderStatus.2': { en: 'waiting to ship', zh: '待发货' },
  'orderStatus.3': { en: 'shipped', zh: '已发货' },
  'orderStatus.4': { en: 'completed', zh: '已完成' },
  'orderStatus.5': { en: 'cancelled', zh: '已取消' },
  'orderStatus.6': { en: 'rejected', zh: '已驳回' },
  'orderAction.pay': { en: 'pay', zh: '付款' },
  'orderAction.accept': { en: 'accept', zh: '接单' },
  'orderAction.split': { en: 'split', zh: '拆分' },
  'orderAction.delay': { en: 'delay', zh: '延迟发货' },
  'orderAction.ship': { en: 'ship', zh: '发货' },
  'orderAction.complete': { en: 'complete', zh: '完成' },
  'orderAction.cancel': { en: 'cancel', zh: '取消' },
  'orderAction.reject': { en: 'reject', zh: '驳回' },
  'order.refused.status': {
    en: 'Cannot {action} an order that is {status}',
    zh: '{status}的订单不能{action}',
  },
  'order.refused.paidOnChannel': {
    en: 'This order is paid on its channel: only storefront orders have their payment confirmed here',
    zh: '该订单在其渠道付款：只有店面订单在此确认收款',
  },
  'order.refused.already-accepted': { en: 'This order has already been accepted', zh: '该订单已接单' },
  'order.refused.accepted-locked': {
    en: 'Accepted orders are locked and cannot be split',
    zh: '已接单的订单已锁定，不能拆分',
  },
  'order.refused.single-line': {
    en: 'An order of a single piece cannot be split',
    zh: '只有一件商品的订单不能拆分',
  },
  'order.refused.cancelled-or-rejected-no-delay': {
    en: 'Cancelled or rejected orders cannot be delayed',
    zh: '已取消或已驳回的订单不能延迟发货',
  },
  'order.split.allLines': {
    en: 'Select some of the lines, not all: the selected lines move to a new order',
    zh: '请选择部分商品行（不能全选）：所选商品行将拆分到新订单',
  },
  'order.split.tooMany': {
    en: 'A line has {max} pieces: move at most that many',
    zh: '该商品行共 {max} 件，最多拆分 {max} 件',
  },
  'order.split.unknownLine': {
    en: 'Line {lineId} does not belong to this order',
    zh: '商品行 {lineId} 不属于该订单',
  },
  'order.express.unknown': { en: 'Unknown express company: {code}', zh: '未知的快递公司：{code}' },
  'what.trackingPush': { en: 'tracking push', zh: '物流回传记录' },
  'tracking.retry.notFailed': {
    en: 'Only a tracking push the channel refused can be retried',
    zh: '只有被渠道拒绝的物流回传才能重试',
  },
  'refund.orderNotPaid': {
    en: 'Only paid orders (waiting to ship, shipped or completed) can be refunded',
    zh: '只有已付款的订单（待发货、已发货、已完成）才能退款',
  },
  'refund.tooMuch': {
    en: 'The refund amount exceeds what is left to refund on this order ({max} {currency})',
    zh: '退款金额超过该订单可退金额（{max} {currency}）',
  },
  'refund.selfApproval': {
    en: 'A refund entered in the console is approved by someone other than the person who entered it',
    zh: '在控制台录入的退款需由录入人以外的人审核通过',
  },
  'refund.refused': {
    en: 'Cannot {action} a refund that is {status}',
    zh: '{status}的售后单不能{action}',
  },
  'refundStatus.1': { en: 'pending', zh: '待处理' },
  'refundStatus.2': { en: 'processing', zh: '退款中' },
  'refundStatus.3': { en: 'refunded', zh: '已退款' },
  'refundStatus.4': { en: 'rejected', zh: '已拒绝' },
  'refundStatus.5': { en: 'cancelled', zh: '已取消' },
  'refundStatus.6': { en: 'failed', zh: '退款失败' },
  'refundAction.approve': { en: 'approve', zh: '同意' },
  'refundAction.reject': { en: 'reject', zh: '拒绝' },
  'history.create': { en: 'Order received from {channel}', zh: '从 {channel} 接收订单' },
  // Channel names, so a history entry says "received from Ozon", not the code "ozon" (the same
  // names as the app's src/features/lookups/channel-names.ts).
  'channel.lazada': { en: 'Lazada', zh: 'Lazada' },
  'channel.shopee': { en: 'Shopee', zh: 'Shopee' },
  'channel.tiktok': { en: 'TikTok', zh: 'TikTok' },
  'channel.ozon': { en: 'Ozon', zh: 'Ozon' },
  'channel.amazon': { en: 'Amazon', zh: 'Amazon' },
  'channel.wm': { en: 'WooCommerce', zh: 'WooCommerce' },
  'channel.cd': { en: 'Cdiscount', zh: 'Cdiscount' },
  'channel.shopify': { en: 'Shopify', zh: 'Shopify' },
  'channel.custom': { en: 'Custom channel', zh: '自定义渠道' },
  'history.pay': { en: 'Buyer paid', zh: '买家已付款' },
  'history.payConfirmed': { en: 'Payment received, confirmed by the shop', zh: '店铺已确认收款' },
  'history.payConfirmedRef': {
    en: 'Payment received, confirmed by the shop: {reference}',
    zh: '店铺已确认收款：{reference}',
  },
  'history.accept': { en: 'Order accepted (lines locked)', zh: '已接单（商品行已锁定）' },
  'history.ship': {
    en: 'Shipped with {expressCode}, tracking number {trackingNo}',
    zh: '已发货，快递 {expressCode}，运单号 {trackingNo}',
  },
  'history.complete': { en: 'Delivery confirmed, order completed', zh: '已确认收货，订单完成' },
  'history.cancel': { en: 'Cancelled: {reason}', zh: '已取消：{reason}' },
  'history.reject': { en: 'Rejected: {reason}', zh: '已驳回：{reason}' },
  'history.delay': {
    en: 'Ship-by date pushed back {days} day(s) to {shipBy}: {reason}',
    zh: '发货期限延后 {days} 天至 {shipBy}：{reason}',
  },
  'history.split': {
    en: '{lines} line(s) split off into order {orderNo}',
    zh: '{lines} 个商品行已拆分到订单 {orderNo}',
  },
  'history.splitFrom': { en: 'Split from order {orderNo}', zh: '由订单 {orderNo} 拆分而来' },
  'history.refundCreate': {
    en: 'Refund {refundNo} requested: {amount} {currency}',
    zh: '售后单 {refundNo} 已创建：{amount} {currency}',
  },
  'history.refundApprove': { en: 'Refund {refundNo} approved', zh: '售后单 {refundNo} 已同意' },
  'history.refundReject': {
    en: 'Refund {refundNo} rejected: {reason}',
    zh: '售后单 {refundNo} 已拒绝：{reason}',
  },
} as const satisfies MessageCatalog
