// Coupons (/coupon/list): amount off or percent off over a minimum, a quantity issued, a
// per-member limit, a validity period and the storefront shops they apply to; stopping one makes
// it invalid (§4). Claimed and used counts are kept on the row by the storefront's claim and order.
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../../src/contract/errors'
import {
  type CouponView,
  couponListSchema,
  couponSaveSchema,
  couponState,
  couponStopSchema,
  STOREFRONT_PATHS,
} from '../../../src/contract/storefront'
import { type CouponRow, coupons } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { mutation, query } from '../../lib/route'
import { assertStorefrontShops, escapeLike, pageOf } from './access'

export function toCouponView(row: CouponRow): CouponView {
  const view = {
    id: row.id,
    name: row.name,
    kind: row.kind as CouponView['kind'],
    amountOff: row.amountOff,
    percentOff: row.percentOff,
    minAmount: row.minAmount,
    quantity: row.quantity,
    claimed: row.claimed,
    used: row.used,
    perMember: row.perMember,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    shopIds: row.shopIds,
    stopped: row.stopped,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  }
  return { ...view, state: couponState(view) }
}

/** SQL for §4 'effective': issued, within its period and not used up. */
export const effectiveSql = () =>
  sql`(not ${coupons.stopped} and ${coupons.startsAt} <= now() and ${coupons.endsAt} > now() and ${coupons.claimed} < ${coupons.quantity})`

/** A coupon of the tenant; with `version`, a stale one answers 412 with its view. */
const lockCoupon = (tx: Database, did: string, id: string, version?: number) =>
  lockRow(tx, coupons, did, id, { what: 'what.coupon', version, current: toCouponView })

export async function couponRoutes(app: FastifyInstance) {
  query(app, {
    path: STOREFRONT_PATHS.couponList,
    method: 'POST',
    permission: { key: 'setting', action: 'query' },
    body: couponListSchema,
    run: async (db, caller, query) => {
      const filters: (SQL | undefined)[] = [eq(coupons.did, caller.did)]
      if (query.shopId) filters.push(sql`${coupons.shopIds} @> ${JSON.stringify([query.shopId])}::jsonb`)
      if (query.keyword) filters.push(ilike(coupons.name, `%${escapeLike(query.keyword)}%`))
      if (query.state === 'effective') filters.push(effectiveSql())
      if (query.state === 'invalid') filters.push(sql`not ${effectiveSql()}`)
      const where = and(...filters)
      const rows = await db
        .select()
        .from(coupons)
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
      const [total] = await db.select({ n: count() }).from(coupons).where(where)
      return pageOf(rows.map(toCouponView), total?.n ?? 0, query.pageNo, query.pageSize)
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.couponSave,
    permission: { key: 'setting', action: 'add' },
    body: couponSaveSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      await assertStorefrontShops(tx, caller.did, input.shopIds)
      const values = {
        name: input.name,
        kind: input.kind,
        amountOff: input.kind === 'amount' ? input.amountOff : 0,
        percentOff: input.kind === 'discount' ? input.percentOff : 0,
        minAmount: input.minAmount,
        quantity: input.quantity,
        perMember: input.perMember,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        shopIds: [...new Set(input.shopIds)],
      }
      if (!input.id) {
        const [row] = await tx
          .insert(coupons)
          .values({ id: newId(), did: caller.did, ...values })
          .returning()
        return toCouponView(row!)
      }
      const row = await lockCoupon(tx, caller.did, input.id, input.version)
      if (row.stopped) throw new AppError(ErrorCode.RULE, 'storefront.couponStopped')
      if (input.quantity < row.claimed) {
        throw new AppError(ErrorCode.RULE, 'storefront.couponUsedUpEdit', { params: { claimed: row.claimed } })
      }
      return toCouponView(await updateRow(tx, coupons, caller.did, row.id, values))
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.couponStop,
    permission: { key: 'setting', action: 'disable' },
    body: couponStopSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      const row = await lockCoupon(tx, caller.did, input.id)
      if (row.stopped) return toCouponView(row)
      return toCouponView(await updateRow(tx, coupons, caller.did, row.id, { stopped: true }))
    },
  })
}
