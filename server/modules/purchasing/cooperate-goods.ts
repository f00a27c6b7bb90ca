// Goods of cooperating suppliers: every SKU a bound supplier or factory has supplied to the
// distributor (from its purchase order lines, cancelled ones excepted), with the last agreed
// price, and the lines of orders waiting to ship that still need it — which "add to cart" adds.
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { SALE_ORDER_STATUS } from '../../../src/contract/config-values'
import {
  type CooperateGoodsRow,
  type cartAddGoodsSchema,
  type cooperateGoodsListSchema,
  PURCHASE_STATUS,
} from '../../../src/contract/purchasing'
import { rowsOf } from '../../db/rows'
import { purchaseCartItems } from '../../db/schema'
import type { Database } from '../../db/types'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { assertPartner, listCart, PURCHASE_CURRENCY } from './purchase-cart'
import { LIVE_STATUSES } from './purchase-read'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)
const live = sql.raw(LIVE_STATUSES.map((status) => `'${status}'`).join(','))

/** Lines of the tenant's orders waiting to ship with this SKU that no live purchase or cart holds. */
const openLinesOf = (did: string, sku: ReturnType<typeof sql>) => sql`
  select l.id, l.order_id, l.quantity from sale_order_lines l
  join sale_orders o on o.id = l.order_id
  where o.did = ${did} and o.status = ${SALE_ORDER_STATUS.toShip} and o.deleted_at is null and l.sku = ${sku}
    and not exists (select 1 from purchase_order_lines pl join purchase_orders p on p.id = pl.purchase_order_id
      where pl.sale_line_id = l.id and p.status in (${live}))
    and not exists (select 1 from purchase_cart_items c where c.sale_line_id = l.id)`

export async function listCooperateGoods(
  db: Database,
  caller: SessionAccount,
  params: z.output<typeof cooperateGoodsListSchema>,
) {
  const filters = [sql`p.did = ${caller.did}`, sql`p.status <> ${PURCHASE_STATUS.cancelled}`]
  if (params.supplierId) filters.push(sql`p.supplier_id = ${params.supplierId}`)
  if (params.keyword) {
    const pattern = `%${escapeLike(params.keyword)}%`
    filters.push(sql`(pl.sku ilike ${pattern} or pl.title ilike ${pattern})`)
  }
  const where = sql.join(filters, sql` and `)
  const order = { lastPurchasedAt: 'last_at', openLines: 'open_lines', purchasedQuantity: 'quantity' }[
    params.sortField ?? 'lastPurchasedAt'
  ]
  const direction = params.sortOrder === 'ascend' ? 'asc' : 'desc'
  const grouped = sql`
    select p.supplier_id, pl.sku, max(pl.title) as title, max(pl.image) as image, sum(pl.quantity)::int as quantity,
      max(p.created_at) as last_at,
      (array_agg(pl.unit_price order by p.created_at desc))[1]::bigint as last_price,
      (array_agg(p.currency order by p.created_at desc))[1] as currency
    from purchase_order_lines pl join purchase_orders p on p.id = pl.purchase_order_id
    join distributor_partners dp on dp.distributor_id = p.did and dp.partner_id = p.supplier_id
    where ${where}
    group by p.supplier_id, pl.sku`
  const withDemand = sql`
    select g.*, d.name as supplier_name, d.type as supplier_type,
      (select count(*)::int from (${openLinesOf(caller.did, sql`g.sku`)}) open) as open_lines
    from (${grouped}) g join distributors d on d.id = g.supplier_id`
  const filtered = params.needed ? sql`select * from (${withDemand}) x where open_lines > 0` : withDemand
  const page = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (${filtered}) y order by ${sql.raw(order)} ${sql.raw(direction)}, supplier_id, sku
      limit ${params.pageSize} offset ${(params.pageNo - 1) * params.pageSize}`,
  )
  const counted = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from (${filtered}) y`)
  const list: CooperateGoodsRow[] = page.map((row) => ({
    id: `${row.supplier_id}:${row.sku}`,
    supplierId: String(row.supplier_id),
    supplierName: String(row.supplier_name),
    supplierType: Number(row.supplier_type),
    sku: String(row.sku),
    title: String(row.title),
    image: (row.image as string | null) ?? null,
    currency: String(row.currency),
    lastUnitPrice: Number(row.last_price),
    purchasedQuantity: Number(row.quantity),
    lastPurchasedAt: new Date(row.last_at as string).toISOString(),
    openLines: Number(row.open_lines),
  }))
  return { list, total: Number(counted[0]?.n ?? 0) }
}

/** Adds every open line of orders waiting to ship with this SKU, from this supplier at its last price. */
export async function addGoodsToCart(tx: Database, caller: SessionAccount, input: z.output<typeof cartAddGoodsSchema>) {
  await assertPartner(tx, caller.did, input.supplierId)
  const goods = await listCooperateGoods(tx, caller, {
    supplierId: input.supplierId,
    keyword: undefined,
    pageNo: 1,
    pageSize: 1000,
  })
  const item = goods.list.find((row) => row.sku === input.sku)
  const open = await rowsOf<{ id: string; order_id: string; quantity: number }>(
    tx,
    openLinesOf(caller.did, sql`${input.sku}`),
  )
  if (item && open.length > 0) {
    await tx.insert(purchaseCartItems).values(
      open.map((line) => ({
        id: newId(),
        did: caller.did,
        saleOrderId: line.order_id,
        saleLineId: line.id,
        supplierId: input.supplierId,
        quantity: Number(line.quantity),
        unitPrice: item.lastUnitPrice,
        currency: PURCHASE_CURRENCY,
      })),
    )
  }
  return { added: item ? open.length : 0, cart: await listCart(tx, caller.did) }
}
