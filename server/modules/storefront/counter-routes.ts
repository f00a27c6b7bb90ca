// Smart counters (/shop/counter): the physical points of sale of a storefront shop, with the
// orders, sales and members each brought in (storefront orders carry their counter).
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql, sum } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { CounterView } from '../../../src/contract/storefront'
import { counterListSchema, counterSaveSchema, STOREFRONT_PATHS, storePathOf } from '../../../src/contract/storefront'
import { type CounterRow, counters, members, saleOrders, shops, storefrontOrders } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { newId } from '../../lib/ids'
import { mutation, query } from '../../lib/route'
import { escapeLike, pageOf, storefrontShop } from './access'

const CANCELLED = ['5', '6']

/** Orders, sales (not cancelled or rejected) and members per counter of `ids`. */
async function figuresOf(db: Database, did: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { orders: number; sales: number; members: number }>()
  const sales = await db
    .select({
      counterId: storefrontOrders.counterId,
      orders: count(),
      sales: sum(
        sql`case when ${saleOrders.status} in (${sql.join(CANCELLED, sql`, `)}) then 0 else ${saleOrders.totalAmount} end`,
      ),
    })
    .from(storefrontOrders)
    .innerJoin(saleOrders, eq(saleOrders.id, storefrontOrders.orderId))
    .where(
      and(
        eq(storefrontOrders.did, did),
        inArray(storefrontOrders.counterId, ids),
        sql`${saleOrders.deletedAt} is null`,
      ),
    )
    .groupBy(storefrontOrders.counterId)
  const joined = await db
    .select({ counterId: members.counterId, n: count() })
    .from(members)
    .where(and(eq(members.did, did), inArray(members.counterId, ids)))
    .groupBy(members.counterId)
  const figures = new Map(ids.map((id) => [id, { orders: 0, sales: 0, members: 0 }]))
  for (const row of sales) {
    const entry = row.counterId ? figures.get(row.counterId) : undefined
    if (entry) Object.assign(entry, { orders: Number(row.orders), sales: Number(row.sales ?? 0) })
  }
  for (const row of joined) {
    const entry = row.counterId ? figures.get(row.counterId) : undefined
    if (entry) entry.members = Number(row.n)
  }
  return figures
}

function toView(
  row: CounterRow,
  shopName: string,
  figures?: { orders: number; sales: number; members: number },
): CounterView {
  return {
    id: row.id,
    shopId: row.shopId,
    shopName,
    name: row.name,
    area: row.area,
    address: row.address,
    deviceCode: row.deviceCode,
    status: row.status as CounterView['status'],
    orderCount: figures?.orders ?? 0,
    salesAmount: figures?.sales ?? 0,
    memberCount: figures?.members ?? 0,
    storePath: storePathOf(row.shopId, row.id),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function counterView(db: Database, did: string, id: string) {
  const [row] = await db
    .select({ counter: counters, shopName: shops.name })
    .from(counters)
    .innerJoin(shops, eq(shops.id, counters.shopId))
    .where(and(eq(counters.did, did), eq(counters.id, id)))
  if (!row) return undefined
  return toView(row.counter, row.shopName, (await figuresOf(db, did, [id])).get(id))
}

export async function counterRoutes(app: FastifyInstance) {
  query(app, {
    path: STOREFRONT_PATHS.counterList,
    method: 'POST',
    permission: { key: 'special_counter', action: 'query' },
    body: counterListSchema,
    run: async (db, caller, query) => {
      const filters: (SQL | undefined)[] = [eq(counters.did, caller.did)]
      if (query.shopId) filters.push(eq(counters.shopId, query.shopId))
      if (query.status) filters.push(eq(counters.status, query.status))
      if (query.keyword) {
        const pattern = `%${escapeLike(query.keyword)}%`
        filters.push(
          or(ilike(counters.name, pattern), ilike(counters.deviceCode, pattern), ilike(counters.address, pattern)),
        )
      }
      const where = and(...filters)
      const rows = await db
        .select({ counter: counters, shopName: shops.name })
        .from(counters)
        .innerJoin(shops, eq(shops.id, counters.shopId))
        .where(where)
        .orderBy(asc(shops.name), asc(counters.name), asc(counters.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
      const [total] = await db.select({ n: count() }).from(counters).where(where)
      const figures = await figuresOf(
        db,
        caller.did,
        rows.map((row) => row.counter.id),
      )
      const list = rows.map((row) => toView(row.counter, row.shopName, figures.get(row.counter.id)))
      return pageOf(list, total?.n ?? 0, query.pageNo, query.pageSize)
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.counterSave,
    permission: { key: 'special_counter', action: 'edit' },
    body: counterSaveSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      await storefrontShop(tx, caller.did, input.shopId)
      const values = {
        shopId: input.shopId,
        name: input.name,
        area: input.area,
        address: input.address,
        deviceCode: input.deviceCode,
        status: input.status,
      }
      if (!input.id) {
        const id = newId()
        await tx.insert(counters).values({ id, did: caller.did, ...values })
        return (await counterView(tx, caller.did, id))!
      }
      const row = await lockRow(tx, counters, caller.did, input.id, {
        what: 'what.counter',
        version: input.version,
        current: (current) => counterView(tx, caller.did, current.id),
      })
      await updateRow(tx, counters, caller.did, row.id, values)
      return (await counterView(tx, caller.did, row.id))!
    },
  })
}
