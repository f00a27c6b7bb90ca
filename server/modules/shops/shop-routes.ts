// Shop calls of SPEC.md §7 (POST /shop/list, /shop/all/list, /shop/save, /shop/status,
// GET /shop/statistics) for /platform/shop/list, answering to platform_shop_list or
// shop_manage so the later /shop/list screens reuse them.
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
import { lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { mutation, query } from '../../lib/route'
import { allShopViews, listShopPage, shopNameTaken, shopView } from './shop-admin-repository'
import { goodsCountByShop } from './shop-goods-count'

const rule = (...actions: Action[]) =>
  actions.flatMap((action) => [
    { key: 'platform_shop_list' as const, action },
    { key: 'shop_manage' as const, action },
  ])

async function viewOf(db: Database, did: string, id: string) {
  const view = await shopView(db, did, id)
  if (!view) throw notFound('what.shop')
  return view
}

/** A shop of the tenant; with `version`, a stale one answers 412 with its view. */
const lockShop = (tx: Database, did: string, id: string, version?: number) =>
  lockRow(tx, shops, did, id, { what: 'what.shop', version, current: (row) => viewOf(tx, did, row.id) })

export async function shopRoutes(app: FastifyInstance) {
  query(app, {
    path: SHOP_PATHS.list,
    method: 'POST',
    permission: rule('query'),
    body: shopListSchema,
    run: async (db, caller, input) => {
      const page = await listShopPage(db, caller.did, input)
      return {
        pageSize: page.pageSize,
        pageNum: page.pageNo,
        total: page.total,
        pages: Math.ceil(page.total / page.pageSize),
        list: page.list,
      }
    },
  })

  query(app, {
    path: SHOP_PATHS.all,
    method: 'POST',
    permission: rule('query'),
    run: (db, caller) => allShopViews(db, caller.did),
  })

  mutation(app, {
    path: SHOP_PATHS.save,
    permission: rule('add', 'edit'),
    body: shopSaveSchema,
    idempotency: 'optional',
    permissionFor: (input) => rule(input.id ? 'edit' : 'add'),
    run: async (tx, caller, input) => {
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
      const row = await lockShop(tx, caller.did, input.id, input.version)
      if (input.channel !== row.channel) throw new AppError(ErrorCode.RULE, 'shop.channelLocked')
      await updateRow(tx, shops, caller.did, row.id, { name: input.name, connector: input.connector })
      return viewOf(tx, caller.did, row.id)
    },
  })

  mutation(app, {
    path: SHOP_PATHS.status,
    permission: rule('enable', 'disable'),
    body: shopStatusSchema,
    idempotency: 'optional',
    permissionFor: (input) => rule(input.status === 'enabled' ? 'enable' : 'disable'),
    run: async (tx, caller, input) => {
      const row = await lockShop(tx, caller.did, input.id, input.version)
      // Already there: nothing changes, and the answer says so by its unchanged version.
      if (row.status !== input.status) {
        await updateRow(tx, shops, caller.did, row.id, { status: input.status })
      }
      return viewOf(tx, caller.did, row.id)
    },
  })

  query(app, {
    path: SHOP_PATHS.statistics,
    permission: rule('query'),
    run: async (db, caller) => {
      const views = await allShopViews(db, caller.did)
      const goodsPerShop = await goodsCountByShop(db, caller.did)
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
      return stats
    },
  })
}
