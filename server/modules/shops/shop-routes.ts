// Shop calls of SPEC.md §7 (POST /shop/list, /shop/all/list, /shop/save, /shop/status,
// GET /shop/statistics) for /platform/shop/list, answering to platform_shop_list or
// shop_manage so the later /shop/list screens reuse them.
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SHOP_PRODUCT_COUNT_BANDS } from '../../../src/contract/constants'
import { CHANNELS } from '../../../src/contract/dictionaries'
import { ErrorCode } from '../../../src/contract/errors'
import type { Action } from '../../../src/contract/permissions'
import {
  SHOP_PATHS,
  type ShopStatistics,
  shopListSchema,
  shopSaveSchema,
  shopStatusSchema,
} from '../../../src/contract/shops'
import { shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { newId } from '../../lib/ids'
import { parseBody } from '../../lib/validate'
import type { SessionAccount } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { allShopViews, listShopPage, lockShop, shopNameTaken, shopView } from './shop-admin-repository'
import { goodsCountByShop } from './shop-goods-count'

const rule = (...actions: Action[]) =>
  actions.flatMap((action) => [
    { key: 'platform_shop_list' as const, action },
    { key: 'shop_manage' as const, action },
  ])
const can = (...actions: Action[]) => ({ config: { permission: rule(...actions) } })

function holds(caller: SessionAccount, action: Action) {
  return ['platform_shop_list', 'shop_manage'].some((key) => caller.permissions[key as 'shop_manage']?.includes(action))
}

async function viewOf(db: Database, did: string, id: string) {
  const view = await shopView(db, did, id)
  if (!view) throw notFound('what.shop')
  return view
}

const stale = (current: unknown) =>
  new AppError(ErrorCode.STALE_VERSION, 'conflict.staleVersion', { extra: { data: current } })

export async function shopRoutes(app: FastifyInstance) {
  app.post(SHOP_PATHS.list, can('query'), async (request) => {
    const caller = callerOf(request)
    const query = parseBody(request, shopListSchema)
    const page = await listShopPage(app.db, caller.did, query)
    return ok(request, {
      pageSize: page.pageSize,
      pageNum: page.pageNo,
      total: page.total,
      pages: Math.ceil(page.total / page.pageSize),
      list: page.list,
    })
  })

  app.post(SHOP_PATHS.all, can('query'), async (request) => {
    const caller = callerOf(request)
    return ok(request, await allShopViews(app.db, caller.did))
  })

  app.post(SHOP_PATHS.save, can('add', 'edit'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, shopSaveSchema)
    if (!holds(caller, input.id ? 'edit' : 'add')) throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden')
    return withIdempotency(request, reply, async (tx) => {
      const taken = await shopNameTaken(tx, caller.did, input.channel, input.name, input.id)
      if (taken) {
        throw new AppError(ErrorCode.ALREADY_EXISTS, 'shop.nameTaken', {
          params: { name: input.name, channel: input.channel },
        })
      }
      if (!input.id) {
        const id = newId()
        await tx
          .insert(shops)
          .values({ id, did: caller.did, name: input.name, channel: input.channel, connector: input.connector })
        return viewOf(tx, caller.did, id)
      }
      const row = await lockShop(tx, caller.did, input.id)
      if (!row) throw notFound('what.shop')
      if (input.version !== undefined && input.version !== row.version) {
        throw stale(await viewOf(tx, caller.did, row.id))
      }
      if (input.channel !== row.channel) throw new AppError(ErrorCode.RULE, 'shop.channelLocked')
      await tx
        .update(shops)
        .set({ name: input.name, connector: input.connector, version: sql`${shops.version} + 1` })
        .where(eq(shops.id, row.id))
      return viewOf(tx, caller.did, row.id)
    })
  })

  app.post(SHOP_PATHS.status, can('enable', 'disable'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, shopStatusSchema)
    if (!holds(caller, input.status === 'enabled' ? 'enable' : 'disable')) {
      throw new AppError(ErrorCode.FORBIDDEN, 'auth.forbidden')
    }
    return withIdempotency(request, reply, async (tx) => {
      const row = await lockShop(tx, caller.did, input.id)
      if (!row) throw notFound('what.shop')
      if (input.version !== undefined && input.version !== row.version) {
        throw stale(await viewOf(tx, caller.did, row.id))
      }
      // Already there: nothing changes, and the answer says so by its unchanged version.
      if (row.status !== input.status) {
        await tx
          .update(shops)
          .set({ status: input.status, version: sql`${shops.version} + 1` })
          .where(eq(shops.id, row.id))
      }
      return viewOf(tx, caller.did, row.id)
    })
  })

  app.get(SHOP_PATHS.statistics, can('query'), async (request) => {
    const caller = callerOf(request)
    const views = await allShopViews(app.db, caller.did)
    const goodsPerShop = await goodsCountByShop(app.db, caller.did)
    const goodsOf = (id: string) => goodsPerShop.get(id) ?? 0
    const stats: ShopStatistics = {
      total: views.length,
      enabled: views.filter((view) => view.status === 'enabled').length,
      disabled: views.filter((view) => view.status === 'disabled').length,
      idle: views.filter((view) => view.idle).length,
      byChannel: CHANNELS.map((channel) => ({
        channel,
        count: views.filter((view) => view.channel === channel).length,
      })).filter((entry) => entry.count > 0),
      basis: 'goods',
      bands: SHOP_PRODUCT_COUNT_BANDS.map((band) => ({
        min: band.min,
        max: Number.isFinite(band.max) ? band.max : null,
        shops: views.filter((view) => goodsOf(view.id) >= band.min && goodsOf(view.id) <= band.max).length,
      })),
    }
    return ok(request, stats)
  })
}
