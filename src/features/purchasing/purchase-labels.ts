// Labels and colours of purchasing, declared once (STYLE.md §5): the purchase statuses of
// SPEC.md §4 and the action names the screens show.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { NOT_PURCHASE_REASON } from '../../contract/config-values'
import { PURCHASE_STATUS, type PurchaseAction, type PurchaseStatus } from '../../contract/purchasing'

const P = PURCHASE_STATUS

export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, MessageDescriptor> = {
  [P.pendingPayment]: msg`Pending payment`,
  [P.paid]: msg({ message: 'Paid', context: 'purchase status' }),
  [P.pendingShipment]: msg`Pending shipment`,
  [P.shipped]: msg`Shipped`,
  [P.rejected]: msg`Rejected`,
  [P.rejectFailed]: msg`Reject failed`,
  [P.refunded]: msg`Refunded`,
  [P.cancelled]: msg`Cancelled`,
}

export const PURCHASE_STATUS_COLOR: Record<PurchaseStatus, string> = {
  [P.pendingPayment]: 'orange',
  [P.paid]: 'cyan',
  [P.pendingShipment]: 'blue',
  [P.shipped]: 'green',
  [P.rejected]: 'red',
  [P.rejectFailed]: 'red',
  [P.refunded]: 'grape',
  [P.cancelled]: 'gray',
}

export const PURCHASE_ACTION_LABELS: Record<PurchaseAction, MessageDescriptor> = {
  pay: msg`Pay`,
  cancel: msg`Cancel purchase`,
  accept: msg`Accept`,
  ship: msg`Ship`,
  reject: msg`Reject`,
  refund: msg`Refund to an account`,
}

/** Fallback texts of NOT_PURCHASE_REASON when the dictionary has not loaded. */
export const NOT_PURCHASE_REASON_LABELS: Record<string, MessageDescriptor> = {
  [NOT_PURCHASE_REASON.outOfStock]: msg`Out of stock`,
  [NOT_PURCHASE_REASON.cancelledByBuyer]: msg`Cancelled by the buyer`,
  [NOT_PURCHASE_REASON.undeliverableAddress]: msg`Address cannot be delivered to`,
  [NOT_PURCHASE_REASON.abnormalPrice]: msg`Abnormal price`,
  [NOT_PURCHASE_REASON.duplicateOrder]: msg`Duplicate order`,
  [NOT_PURCHASE_REASON.riskControl]: msg`Risk control`,
  [NOT_PURCHASE_REASON.other]: msg`Other`,
}
