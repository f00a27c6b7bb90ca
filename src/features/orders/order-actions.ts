// Which actions a screen offers for an order: the contract's state machine decides, the user's
// permissions narrow it. The server checks both again.
import { SALE_ORDER_STATUS, SALE_REFUND_STATUS } from '../../contract/config-values'
import { canOrder, type SaleOrderState } from '../../contract/order-states'
import type { SaleOrderDetail } from '../../contract/orders'
import type { PermissionCheck } from '../../contract/permissions'

export type OrderScreenAction = 'pay' | 'ship' | 'accept' | 'split' | 'delay' | 'cancel' | 'refund'

/** Order actions in the order buttons show them; refund is separate (it needs a refundable amount). */
const ORDER_ACTIONS = ['ship', 'accept', 'split', 'delay', 'cancel'] as const

export const ACTION_PERMISSION: Record<OrderScreenAction, PermissionCheck> = {
  pay: 'sale_order.edit',
  ship: 'sale_order.edit',
  accept: 'sale_order.edit',
  split: 'sale_order.edit',
  delay: 'sale_order.edit',
  cancel: 'sale_order.edit',
  refund: 'sale_refund.add',
}

/** Refunds still counting against the order: anything not rejected, cancelled or failed. */
const LIVE_REFUND = new Set<string>([
  SALE_REFUND_STATUS.pending,
  SALE_REFUND_STATUS.processing,
  SALE_REFUND_STATUS.refunded,
])
const REFUNDABLE_ORDER = new Set<string>([
  SALE_ORDER_STATUS.toShip,
  SALE_ORDER_STATUS.shipped,
  SALE_ORDER_STATUS.completed,
])

/** The order total less what live refunds already claim, minor units, never below 0. */
export function refundableAmount(order: Pick<SaleOrderDetail, 'totalAmount' | 'refunds'>): number {
  const claimed = order.refunds.filter((refund) => LIVE_REFUND.has(refund.status)).reduce((sum, r) => sum + r.amount, 0)
  return Math.max(0, order.totalAmount - claimed)
}

export function canCreateRefund(
  order: Pick<SaleOrderDetail, 'status' | 'paidAt' | 'totalAmount' | 'refunds'>,
): boolean {
  return REFUNDABLE_ORDER.has(order.status) && order.paidAt != null && refundableAmount(order) > 0
}

export function allowedOrderActions(
  order: SaleOrderState & Pick<SaleOrderDetail, 'paidAt' | 'totalAmount' | 'refunds' | 'confirmsPayment'>,
  can: (check: PermissionCheck) => boolean,
): OrderScreenAction[] {
  // Only an order the shop takes payment for (a storefront order) has its payment confirmed here;
  // a channel's order is paid on its channel.
  const actions: OrderScreenAction[] = order.confirmsPayment && canOrder(order, 'pay') ? ['pay'] : []
  actions.push(...ORDER_ACTIONS.filter((action) => canOrder(order, action)))
  if (canCreateRefund(order)) actions.push('refund')
  return actions.filter((action) => can(ACTION_PERMISSION[action]))
}
