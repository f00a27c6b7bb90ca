// The operations the outbox can replay. Adding one is one file in ./operations and one line here
// (e.g. goods status changes, production job updates).
import type { OutboxOperation } from './operation'
import { designSaveOperation } from './operations/design-save'
import { goodsBrandRecommendOperation, goodsRecommendOperation } from './operations/goods-flag'
import { goodsStatusOperation } from './operations/goods-status'
import { listingPublishOperation } from './operations/listing-publish'
import { acceptOrderOperation, cancelOrderOperation, delayOrderOperation } from './operations/order-change'
import { productionStageOperation } from './operations/production-stage'
import { shipOrderOperation } from './operations/ship-order'

const OPERATIONS: readonly OutboxOperation[] = [
  shipOrderOperation,
  acceptOrderOperation,
  delayOrderOperation,
  cancelOrderOperation,
  goodsStatusOperation,
  goodsRecommendOperation,
  goodsBrandRecommendOperation,
  productionStageOperation,
  designSaveOperation,
  listingPublishOperation,
]

const byName = new Map(OPERATIONS.map((operation) => [operation.name, operation]))

/** Every operation the outbox can replay (each must be in OUTBOX_CALLS of src/contract/outbox-calls.ts). */
export const outboxOperations = (): readonly OutboxOperation[] => OPERATIONS

export function operationOf(name: string): OutboxOperation | undefined {
  return byName.get(name)
}
