// The contract schema of each outbox call's body (the one the server parses), loaded on first use.
// A payload is checked against it when queued (queue.ts enqueue), so the outbox never keeps a change
// whose shape the server must refuse. Kept apart from the operations on purpose: the operations are
// loaded by the service worker and the offline runtime (every signed-in page), which replay what is
// queued and never need a schema; importing the contract modules there put zod back into sw.js and
// the offline chunk (43 → 72 KiB gzip, issue 21). build/first-screen-chunks.ts and
// build/sw-light.ts stop the build if zod reaches either again.
import type { z } from 'zod'
import type { OutboxCallName } from '../../contract/outbox-calls'
import { OutboxPayloadError, type Payload } from './operation'

type SchemaLoader = () => Promise<z.ZodType>

/** One per outbox call (the type makes a new call without its schema a compile error). */
const SCHEMAS: Record<OutboxCallName, SchemaLoader> = {
  'order.ship': () => import('../../contract/orders').then((m) => m.shipOrderSchema),
  'order.accept': () => import('../../contract/orders').then((m) => m.acceptOrderSchema),
  'order.delay': () => import('../../contract/orders').then((m) => m.delayOrderSchema),
  'order.cancel': () => import('../../contract/orders').then((m) => m.cancelOrderSchema),
  'goods.status': () => import('../../contract/goods').then((m) => m.goodsStatusSchema),
  'goods.recommend': () => import('../../contract/goods').then((m) => m.goodsFlagSchema),
  'goods.brandRecommend': () => import('../../contract/goods').then((m) => m.goodsFlagSchema),
  'production.stage': () => import('../../contract/production').then((m) => m.productionStageSchema),
  'design.save': () => import('../../contract/designs').then((m) => m.designSaveSchema),
  'listing.publish': () => import('../../contract/listing').then((m) => m.publishSchema),
}

const isCallName = (name: string): name is OutboxCallName => Object.hasOwn(SCHEMAS, name)

/**
 * Checks a payload against its operation's call schema before it is queued (the payload is stored
 * as given): OutboxPayloadError when refused.
 */
export async function checkPayload(operation: string, payload: Payload): Promise<void> {
  if (!isCallName(operation)) throw new Error(`${operation} is not an outbox call (src/contract/outbox-calls.ts)`)
  const checked = (await SCHEMAS[operation]()).safeParse(payload)
  if (!checked.success) throw new OutboxPayloadError(operation, checked.error.issues)
}
