// Labels of the team area, declared once (STYLE.md §5).

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Action, PermissionKey } from '../../contract/permissions'
import type { NotificationEvent } from '../../contract/team'

export const ACTION_LABELS: Record<Action, MessageDescriptor> = {
  add: msg`Add`,
  delete: msg`Delete`,
  edit: msg`Edit`,
  query: msg`Query`,
  get: msg`View`,
  enable: msg`Enable`,
  disable: msg`Disable`,
  import: msg`Import`,
  export: msg`Export`,
}

export const NOTIFICATION_LABELS: Record<NotificationEvent, MessageDescriptor> = {
  newOrder: msg`New order`,
  refundRequest: msg`Refund request`,
  purchaseShipped: msg`Purchase shipped`,
  settlementReady: msg`Settlement ready`,
  lowBalance: msg`Low balance`,
  orderOverdue: msg`Order overdue to ship`,
  purchaseToPay: msg`Purchase order to pay`,
  purchaseToShip: msg`Purchase order to ship`,
  topUpResult: msg`Top-up confirmed or rejected`,
  syncFailed: msg`Platform sync failed`,
  publishFailed: msg`Listing publish failed`,
  productionDefective: msg`Production job defective`,
}

/** One menu area of the role editor: the screens (titles, not keys) whose keys it groups. */
export interface PermissionGroup {
  id: string
  title: MessageDescriptor
  keys: { key: PermissionKey; title: MessageDescriptor }[]
}
