// Goods calls (paths from GOODS_PATHS). Status, flags and info changes are all or nothing and go
// through the declared mutation's transaction; POST /goods/status requires an Idempotency-Key because the offline
// outbox replays it. GET /goods/new/delete/{id} changes state although it is a GET (SPEC.md §7):
// it checks `goods_new.delete` and honours an Idempotency-Key when one is sent.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  flagIds,
  GOODS_PATHS,
  goodsFlagSchema,
  goodsInfoSchema,
  goodsStatusItems,
  goodsStatusSchema,
  newGoodsAddSchema,
  newGoodsInfoSchema,
} from '../../../src/contract/goods'
import { notFound } from '../../lib/app-error'
import { mutation, query } from '../../lib/route'
import type { PermissionRule } from '../../plugins/access-types'
import { productWording } from '../products/public'
import {
  addNewGoods,
  changeGoodsStatus,
  changeGoodsStatusAtOnce,
  deleteNewGoods,
  type GoodsFlag,
  saveNewGoodsInfo,
  setGoodsFlag,
  setGoodsFlagAtOnce,
  updateGoodsInfo,
} from './goods-mutations'
import { goodsDetail } from './goods-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const specQuery = z.object({ shardingKey: z.string().trim().max(64).optional() })
const READ_GOODS: PermissionRule = [
  { key: 'goods_list', action: 'get' },
  { key: 'goods_list', action: 'query' },
  { key: 'goods_new', action: 'query' },
]
const EDIT_GOODS: PermissionRule = { key: 'goods_list', action: 'edit' }
const EDIT_NEW_GOODS: PermissionRule = { key: 'goods_new', action: 'edit' }
const wording = productWording

export async function goodsRoutes(app: FastifyInstance) {
  query(app, {
    path: '/goods/detail/:id',
    permission: READ_GOODS,
    params: idParams,
    run: async (db, caller, { id }) => (await goodsDetail(db, caller.did, id)) ?? throwNotFound(),
  })

  /** Spec prices of goods; `shardingKey` is the shop the caller expects it in (another shop → 404). */
  query(app, {
    path: '/goods/spec/:id',
    permission: READ_GOODS,
    params: idParams,
    query: specQuery,
    run: async (db, caller, { id, shardingKey }) => {
      const detail = await goodsDetail(db, caller.did, id)
      if (!detail || (shardingKey && shardingKey !== detail.shopId)) return throwNotFound()
      return detail.specs
    },
  })

  mutation(app, {
    path: GOODS_PATHS.status,
    permission: EDIT_GOODS,
    body: goodsStatusSchema,
    wording,
    idempotency: 'required',
    // In a batch, a run of status changes to different goods goes set-based.
    batch: {
      entities: (input) => goodsStatusItems(input).map((item) => item.id),
      run: changeGoodsStatusAtOnce,
    },
    run: changeGoodsStatus,
  })
  mutation(app, {
    path: GOODS_PATHS.infoUpdate,
    permission: EDIT_GOODS,
    body: goodsInfoSchema,
    wording,
    idempotency: 'optional',
    run: updateGoodsInfo,
  })

  // Recommend and brand recommend are replayed by the offline outbox (src/contract/outbox-calls.ts): key required.
  const flag = (path: string, name: GoodsFlag, permission: PermissionRule, idempotency: 'required' | 'optional') =>
    mutation(app, {
      path,
      permission,
      body: goodsFlagSchema,
      wording,
      idempotency,
      // The outbox's flags (key required) may go in its batch too, set-based.
      batch:
        idempotency === 'required'
          ? {
              entities: flagIds,
              run: (tx, caller, inputs) =>
                setGoodsFlagAtOnce(
                  tx,
                  caller,
                  inputs.map((input) => ({ ids: flagIds(input), value: input.value })),
                  name,
                ),
            }
          : undefined,
      run: (tx, caller, input) => setGoodsFlag(tx, caller, flagIds(input), name, input.value),
    })
  flag(GOODS_PATHS.recommend, 'recommended', EDIT_GOODS, 'required')
  flag(GOODS_PATHS.brandRecommend, 'brandRecommended', EDIT_GOODS, 'required')
  flag(GOODS_PATHS.newVisible, 'newVisible', EDIT_NEW_GOODS, 'optional')

  mutation(app, {
    path: GOODS_PATHS.newInfoSave,
    permission: EDIT_NEW_GOODS,
    body: newGoodsInfoSchema,
    wording,
    idempotency: 'optional',
    run: saveNewGoodsInfo,
  })
  mutation(app, {
    path: GOODS_PATHS.newAdd,
    permission: { key: 'goods_new', action: 'add' },
    body: newGoodsAddSchema,
    wording,
    idempotency: 'optional',
    run: addNewGoods,
  })
  mutation(app, {
    method: 'GET',
    path: '/goods/new/delete/:id',
    permission: { key: 'goods_new', action: 'delete' },
    params: idParams,
    idempotency: 'optional',
    run: (tx, caller, { id }) => deleteNewGoods(tx, caller, id),
  })
}

function throwNotFound(): never {
  throw notFound('what.goods')
}
