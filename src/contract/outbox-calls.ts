// The calls the app's offline outbox replays (src/db/outbox/operations), by operation name. The
// server requires an Idempotency-Key on each (server/test/routes.test.ts checks it), and the
// outbox registry may hold no operation missing here (src/db/outbox/registry.test.ts).
import { DESIGN_PATHS, GOODS_PATHS, LISTING_PATHS, ORDER_PATHS, PRODUCTION_PATHS } from './offline-paths'

export const OUTBOX_CALLS = {
  'order.ship': ORDER_PATHS.ship,
  'order.accept': ORDER_PATHS.accept,
  'order.delay': ORDER_PATHS.delay,
  'order.cancel': ORDER_PATHS.cancel,
  'goods.status': GOODS_PATHS.status,
  'goods.recommend': GOODS_PATHS.recommend,
  'goods.brandRecommend': GOODS_PATHS.brandRecommend,
  'production.stage': PRODUCTION_PATHS.stage,
  'design.save': DESIGN_PATHS.save,
  'listing.publish': LISTING_PATHS.publish,
} as const

export type OutboxCallName = keyof typeof OUTBOX_CALLS
