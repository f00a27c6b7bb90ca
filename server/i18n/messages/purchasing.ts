// Purchasing, the purchase cart and the finance ledger (issue 5).
import type { MessageCatalog } from './catalog'

export const PURCHASING_MESSAGES = {
  'what.purchaseOrder': { en: 'purchase order', zh: '采购单' },
  'what.cartItem': { en: 'cart line', zh: '购物车商品' },
  'what.supplier': { en: 'supplier', zh: '供应商' },
  'what.saleOrderLine': { en: 'order line', zh: '订单商品行' },
  'purchaseStatus.1': { en: 'pending payment', zh: '待付款' },
  'purchaseStatus.2': { en: 'paid', zh: '已付款' },
  'purchaseStatus.3': { en: 'pending shipment', zh: '待发货' },
  'purchaseStatus.4': { en: 'shipped', zh: '已发货' },
  'purchaseStatus.5': { en: 'rejected', zh: '已拒绝' },
  'purchaseStatus.6': { en: 'reject failed', zh: '拒绝失败' },
  'purchaseStatus.7': { en: 'refunded', zh: '已退款' },
  'purchaseStatus.8': { en: 'cancelled', zh: '已取消' },
  'purchaseAction.pay': { en: 'pay', zh: '付款' },
  'purchaseAction.cancel': { en: 'cancel', zh: '取消' },
  'purchaseAction.accept': { en: 'accept', zh: '接单' },
  'purchaseAction.ship': { en: 'ship', zh: '发货' },
  'purchaseAction.reject': { en: 'reject', zh: '拒绝' },
  'purchaseAction.refund': { en: 'refund', zh: '退款' },
  'purchase.refused.status': {
    en: 'Cannot {action} a purchase order that is {status}',
    zh: '{status}的采购单不能{action}',
  },
  'purchase.refused.party.distributor': {
    en: 'Only the buying distributor can {action} this purchase order',
    zh: '只有采购方分销商才能{action}该采购单',
  },
  'purchase.refused.party.supplier': {
    en: 'Only the supplier the purchase order is addressed to can {action} it',
    zh: '只有接收该采购单的供应商才能{action}',
  },
  'purchase.addressEmpty': { en: 'The purchase address cannot be empty', zh: '采购地址不能为空' },
  'purchase.logisticsSameAsNo': {
    en: 'The purchase order number and the logistics number cannot be the same',
    zh: '采购单号与物流单号不能相同',
  },
  'purchase.notPartner': {
    en: '{supplier} is not one of your suppliers or factories',
    zh: '{supplier} 不是你的合作供应商或工厂',
  },
  'purchase.lineNotPurchasable': {
    en: 'Order {orderNo} is {status}: only orders waiting to ship or shipped can be purchased for',
    zh: '订单 {orderNo} {status}：只有待发货或已发货的订单才能采购',
  },
  'purchase.lineAlreadyPurchased': {
    en: 'Line {sku} of order {orderNo} is already on an open purchase order',
    zh: '订单 {orderNo} 的商品 {sku} 已在未完结的采购单中',
  },
  'purchase.quantityTooLarge': {
    en: 'Line {sku} of order {orderNo} has only {max} piece(s)',
    zh: '订单 {orderNo} 的商品 {sku} 只有 {max} 件',
  },
  'purchase.noAccount': {
    en: 'You have no finance account in {currency} to pay from',
    zh: '你没有可用于付款的 {currency} 资金账户',
  },
  'purchase.refundAccountGone': {
    en: 'The finance account that paid no longer exists; ask the supplier to reject the purchase order instead',
    zh: '付款的资金账户已不存在，请让供应商拒绝该采购单',
  },
  'purchase.distributorOnly': {
    en: 'Only a distributor can raise purchase orders',
    zh: '只有分销商才能发起采购',
  },
  'finance.insufficientBalance': {
    en: 'Insufficient balance: {account} has {balance} {currency}, {needed} {currency} is needed. Top up first.',
    zh: '余额不足：{account} 余额 {balance} {currency}，需要 {needed} {currency}，请先充值。',
  },
  'finance.currencyMismatch': {
    en: '{account} holds {accountCurrency}, this amount is in {currency}',
    zh: '{account} 为 {accountCurrency} 账户，该金额为 {currency}',
  },
  'purchaseHistory.create': {
    en: 'Purchase order raised to {supplier}: {lines} line(s), {amount} {currency}',
    zh: '向 {supplier} 发起采购：{lines} 个商品行，{amount} {currency}',
  },
  'purchaseHistory.pay': {
    en: 'Paid {amount} {currency} from {account}',
    zh: '已从 {account} 付款 {amount} {currency}',
  },
  'purchaseHistory.cancel': { en: 'Cancelled: {reason}', zh: '已取消：{reason}' },
  'purchaseHistory.cancelRefund': {
    en: 'Cancelled before acceptance, {amount} {currency} refunded to {account}: {reason}',
    zh: '接单前取消，已退款 {amount} {currency} 至 {account}：{reason}',
  },
  'purchaseHistory.accept': { en: 'Accepted by the supplier', zh: '供应商已接单' },
  'purchaseHistory.ship': {
    en: 'Shipped with {expressCode}, logistics number {logisticsNo}',
    zh: '已发货，物流公司 {expressCode}，物流单号 {logisticsNo}',
  },
  'purchaseHistory.reject': { en: 'Rejected by the supplier: {reason}', zh: '供应商已拒绝：{reason}' },
  'purchaseHistory.rejectRefund': {
    en: 'Rejected by the supplier, {amount} {currency} refunded to {account}: {reason}',
    zh: '供应商已拒绝，已退款 {amount} {currency} 至 {account}：{reason}',
  },
  'purchaseHistory.rejectFailed': {
    en: 'Rejected by the supplier, but the refund of {amount} {currency} could not be made: the paying account no longer exists. {reason}',
    zh: '供应商已拒绝，但 {amount} {currency} 无法退回：付款账户已不存在。{reason}',
  },
  'purchaseHistory.refund': {
    en: '{amount} {currency} refunded to {account}',
    zh: '已退款 {amount} {currency} 至 {account}',
  },
} as const satisfies MessageCatalog
