// Labels of the shop area: the shop states of SPEC.md §4 (channel names are shared:
// lookups/channel-names).

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ShopStatus } from '../../contract/shops'

export const SHOP_STATUS_LABELS: Record<ShopStatus, MessageDescriptor> = {
  enabled: msg`Enabled`,
  disabled: msg`Disabled`,
}
