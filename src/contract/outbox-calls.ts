// The calls the offline outbox replays (src/db/outbox/operations): each must carry an
// Idempotency-Key, or a replay after a lost answer would apply the change twice. The server
// refuses these without a key before anything else runs (server/plugins/idempotency.ts), and a
// test checks that every outbox operation's path is listed here.
import { GOODS_PATHS } from './goods'
import { ORDER_PATHS } from './orders'
import { PRODUCTION_PATHS } from './production'

export const OUTBOX_REPLAYED_PATHS: readonly string[] = [ORDER_PATHS.ship, GOODS_PATHS.status, PRODUCTION_PATHS.stage]
