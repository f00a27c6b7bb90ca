// Labels and colours of the order area, declared once (STYLE.md §5). Status texts come from the
// SALE_ORDER_STATUS dictionary; these are the texts the app itself owns.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SALE_ORDER_STATUS, SALE_REFUND_STATUS } from '../../contract/config-values'
import type { RefundType, SaleOrderHistoryEntry } from '../../contract/orders'
import type { OrderScreenAction } from './order-actions'

export const ORDER_STATUS_COLOR: Record<string, string> = {
  [SALE_ORDER_STATUS.pendingPayment]: 'gray',
  [SALE_ORDER_STATUS.toShip]: 'orange',
  [SALE_ORDER_STATUS.shipped]: 'blue',
  [SALE_ORDER_STATUS.completed]: 'green',
  [SALE_ORDER_STATUS.cancelled]: 'dark',
  [SALE_ORDER_STATUS.rejected]: 'red',
}

export const REFUND_STATUS_COLOR: Record<string, string> = {
  [SALE_REFUND_STATUS.pending]: 'orange',
  [SALE_REFUND_STATUS.processing]: 'blue',
  [SALE_REFUND_STATUS.refunded]: 'green',
  [SALE_REFUND_STATUS.rejected]: 'red',
  [SALE_REFUND_STATUS.cancelled]: 'gray',
  [SALE_REFUND_STATUS.failed]: 'red',
}

export const REFUND_TYPE_LABELS: Record<RefundType, MessageDescriptor> = {
  refund_only: msg`Refund only`,
  return_refund: msg`Return and refund`,
  exchange: msg`Exchange`,
}

export const ACTION_LABELS: Record<OrderScreenAction, MessageDescriptor> = {
  pay: msg`Confirm payment`,
  ship: msg`Ship`,
  accept: msg`Accept`,
  split: msg`Split`,
  delay: msg`Delay`,
  cancel: msg`Cancel order`,
  refund: msg`Create refund`,
}

// "Created" and "Paid" also head time columns ("创建时间", "付款时间"); as events of an order's
// history they are other messages, told apart by their context.
export const HISTORY_ACTION_LABELS: Record<SaleOrderHistoryEntry['action'], MessageDescriptor> = {
  create: msg({ message: 'Created', context: 'order history event' }),
  import: msg`Imported`,
  sync: msg`Synced`,
  pay: msg({ message: 'Paid', context: 'order history event' }),
  accept: msg`Accepted`,
  split: msg`Split`,
  delay: msg`Delayed`,
  ship: msg`Shipped`,
  complete: msg`Completed`,
  cancel: msg`Cancelled`,
  reject: msg`Rejected`,
  refund: msg`Refund`,
}
