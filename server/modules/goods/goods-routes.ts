// Goods calls (paths from GOODS_PATHS). Status, flags and info changes are all or nothing and go
// through withIdempotency; POST /goods/status requires an Idempotency-Key because the offline
// outbox replays it. GET /goods/new/delete/{id} changes state although it is a GET (SPEC.md §7):
// it checks `goods_new.delete` and honours an Idempotency-Key when one is sent.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import {
  flagIds,
  GOODS_PATHS,
  goodsFlagSchema,
  goodsInfoSchema,
  goodsStatusSchema,
  newGoodsAddSchema,
  newGoodsInfoSchema,
} from '../../../src/contract/goods'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { parseParams, parseQuery } from '../../lib/validate'
import type { PermissionRule } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { parseRuled } from '../products/parse'
import {
  addNewGoods,
  changeGoodsStatus,
  deleteNewGoods,
  type GoodsFlag,
  saveNewGoodsInfo,
  setGoodsFlag,
  updateGoodsInfo,
} from './goods-mutations'
import { goodsDetail } from './goods-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const specQuery = z.object({ shardingKey: z.string().trim().max(64).optional() })
const guard = (permission: PermissionRule) => ({ config: { permission } })
const READ_GOODS: PermissionRule = [
  { key: 'goods_list', action: 'get' },
  { key: 'goods_list', action: 'query' },
  { key: 'goods_new', action: 'query' },
]

export async function goodsRoutes(app: FastifyInstance) {
  app.get('/goods/detail/:id', guard(READ_GOODS), async (request) => {
    const { id } = parseParams(request, idParams)
    const detail = await goodsDetail(app.db, callerOf(request).did, id)
    if (!detail) throw notFound('what.goods')
    return ok(request, detail)
  })

  /** Spec prices of goods; `shardingKey` is the shop the caller expects it in (another shop → 404). */
  app.get('/goods/spec/:id', guard(READ_GOODS), async (request) => {
    const { id } = parseParams(request, idParams)
    const { shardingKey } = parseQuery(request, specQuery)
    const detail = await goodsDetail(app.db, callerOf(request).did, id)
    if (!detail || (shardingKey && shardingKey !== detail.shopId)) throw notFound('what.goods')
    return ok(request, detail.specs)
  })

  app.post(GOODS_PATHS.status, guard({ key: 'goods_list', action: 'edit' }), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseRuled(request, goodsStatusSchema)
    if (request.headers['idempotency-key'] === undefined) {
      throw new AppError(ErrorCode.VALIDATION, 'validation.idempotencyKey')
    }
    return withIdempotency(request, reply, (tx) => changeGoodsStatus(tx, caller, input))
  })

  app.post(GOODS_PATHS.infoUpdate, guard({ key: 'goods_list', action: 'edit' }), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseRuled(request, goodsInfoSchema)
    return withIdempotency(request, reply, (tx) => updateGoodsInfo(tx, caller, input))
  })

  const flag = (path: string, name: GoodsFlag, permission: PermissionRule) =>
    app.post(path, guard(permission), async (request, reply) => {
      const caller = callerOf(request)
      const input = parseRuled(request, goodsFlagSchema)
      return withIdempotency(request, reply, (tx) => setGoodsFlag(tx, caller, flagIds(input), name, input.value))
    })
  flag(GOODS_PATHS.recommend, 'recommended', { key: 'goods_list', action: 'edit' })
  flag(GOODS_PATHS.brandRecommend, 'brandRecommended', { key: 'goods_list', action: 'edit' })
  flag(GOODS_PATHS.newVisible, 'newVisible', { key: 'goods_new', action: 'edit' })

  app.post(GOODS_PATHS.newInfoSave, guard({ key: 'goods_new', action: 'edit' }), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseRuled(request, newGoodsInfoSchema)
    return withIdempotency(request, reply, (tx) => saveNewGoodsInfo(tx, caller, input))
  })
  app.post(GOODS_PATHS.newAdd, guard({ key: 'goods_new', action: 'add' }), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseRuled(request, newGoodsAddSchema)
    return withIdempotency(request, reply, (tx) => addNewGoods(tx, caller, input))
  })
  app.get('/goods/new/delete/:id', guard({ key: 'goods_new', action: 'delete' }), async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    return withIdempotency(request, reply, (tx) => deleteNewGoods(tx, caller, id))
  })
}
