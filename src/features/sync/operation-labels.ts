// What each outbox operation is called in the sync panel (one line per operation of src/db/outbox/operations).

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const OPERATION_LABELS: Record<string, MessageDescriptor> = {
  'order.ship': msg`Ship order`,
  'goods.status': msg`Change goods status`,
  'goods.recommend': msg`Recommend goods`,
  'goods.brandRecommend': msg`Brand-recommend goods`,
  'production.stage': msg`Move production job`,
  'listing.publish': msg`Publish to a channel`,
}
