// The order and after-sales state machines (the one place they are defined — the server enforces
// them, the app shows only the actions they allow) and the order lists' named sources. Kept apart
// from orders.ts, which builds zod schemas when loaded: the order list, a first screen, needs these
// and no schema (issue 21; build/first-screen-chunks.ts). orders.ts re-exports them.
import { SALE_ORDER_STATUS, SALE_REFUND_STATUS } from './config-values'

export type SaleOrderStatus = (typeof SALE_ORDER_STATUS)[keyof typeof SALE_ORDER_STATUS]
export type SaleRefundStatus = (typeof SALE_REFUND_STATUS)[keyof typeof SALE_REFUND_STATUS]

/**
 * Order actions. An order is paid (pending payment → to ship) by the platform, accepted by the
 * seller (irreversible: after it the lines are locked and it can no longer be split), shipped
 * with an express company and a tracking number, and completed when delivery is confirmed.
 * Splitting moves lines into a new order (irreversible). Delaying pushes the ship-by deadline;
 * cancelled or rejected orders cannot be delayed (SPEC.md §5).
 */
export type SaleOrderAction = 'pay' | 'accept' | 'split' | 'delay' | 'ship' | 'complete' | 'cancel' | 'reject'

export interface SaleOrderState {
  status: SaleOrderStatus
  accepted: boolean
  lineCount: number
  /** Pieces over all lines: one line of 3 pieces can still be split by quantity. */
  itemCount?: number
}

const S = SALE_ORDER_STATUS
const ORDER_TRANSITIONS: Record<SaleOrderAction, { from: readonly SaleOrderStatus[]; to: SaleOrderStatus | null }> = {
  pay: { from: [S.pendingPayment], to: S.toShip },
  accept: { from: [S.toShip], to: null },
  split: { from: [S.pendingPayment, S.toShip], to: null },
  delay: { from: [S.pendingPayment, S.toShip], to: null },
  ship: { from: [S.toShip], to: S.shipped },
  complete: { from: [S.shipped], to: S.completed },
  cancel: { from: [S.pendingPayment, S.toShip], to: S.cancelled },
  reject: { from: [S.pendingPayment, S.toShip], to: S.rejected },
}

/** Why an action is refused, as a stable reason the server and the app translate; null = allowed. */
export type OrderRefusal =
  | 'status'
  | 'already-accepted'
  | 'accepted-locked'
  | 'single-line'
  | 'cancelled-or-rejected-no-delay'
  | null

export function refuseOrderAction(order: SaleOrderState, action: SaleOrderAction): OrderRefusal {
  if (action === 'delay' && (order.status === S.cancelled || order.status === S.rejected)) {
    return 'cancelled-or-rejected-no-delay'
  }
  if (!ORDER_TRANSITIONS[action].from.includes(order.status)) return 'status'
  if (action === 'accept' && order.accepted) return 'already-accepted'
  if (action === 'split' && order.accepted) return 'accepted-locked'
  if (action === 'split' && order.lineCount < 2 && (order.itemCount ?? 1) < 2) return 'single-line'
  return null
}

export const canOrder = (order: SaleOrderState, action: SaleOrderAction) => refuseOrderAction(order, action) === null

/** The status an action leads to (unchanged for accept, split and delay). */
export function nextOrderStatus(order: SaleOrderState, action: SaleOrderAction): SaleOrderStatus {
  return ORDER_TRANSITIONS[action].to ?? order.status
}

/**
 * Refunds: a buyer's request is pending; the seller approves (→ refunded, the amount goes back
 * through the channel) or rejects it with a reason; the buyer may cancel it while pending. A
 * channel-side refund may be processing and end refunded or failed (set by platform sync).
 */
export type SaleRefundAction = 'approve' | 'reject' | 'cancel' | 'process' | 'settle' | 'fail'
const R = SALE_REFUND_STATUS
const REFUND_TRANSITIONS: Record<SaleRefundAction, { from: readonly SaleRefundStatus[]; to: SaleRefundStatus }> = {
  approve: { from: [R.pending], to: R.refunded },
  reject: { from: [R.pending], to: R.rejected },
  cancel: { from: [R.pending], to: R.cancelled },
  process: { from: [R.pending], to: R.processing },
  settle: { from: [R.processing], to: R.refunded },
  fail: { from: [R.processing], to: R.failed },
}
export const canRefund = (status: SaleRefundStatus, action: SaleRefundAction) =>
  REFUND_TRANSITIONS[action].from.includes(status)
export const nextRefundStatus = (action: SaleRefundAction) => REFUND_TRANSITIONS[action].to

/** After-sales types. */
export const REFUND_TYPES = ['refund_only', 'return_refund', 'exchange'] as const
export type RefundType = (typeof REFUND_TYPES)[number]

/** Named data sources of the order lists. */
export const ORDER_SOURCES = {
  orders: 'sale_order',
  refunds: 'sale_refund',
  comments: 'goods_comment',
  payments: 'sale_payment',
  shops: 'shop_simple_list',
} as const
