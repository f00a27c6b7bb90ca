// Reads of distribution supplier products: the supplier's own list, the bound distributors' view
// (filter by supplier), the simple options list and the lookup by product model ids.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import { compareSizes } from '../../../src/contract/sizes'
import type {
  SimpleOption,
  SupplierProductRow,
  SupplyStatus,
  supplierProductListSchema,
} from '../../../src/contract/supply'
import { distributors, productSpecs, products, supplierProducts } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import type { SessionAccount } from '../../plugins/access-types'
import { escapeLike, visibleTo } from './visibility'

const visible = (caller: SessionAccount) =>
  visibleTo(caller, ACCOUNT_TYPE.supplier, supplierProducts.did, supplierProducts.status)

const base = (db: Database) =>
  db
    .select({
      offer: supplierProducts,
      supplierName: distributors.name,
      productTitle: products.title,
      productCode: products.code,
      image: products.image,
    })
    .from(supplierProducts)
    .innerJoin(distributors, eq(distributors.id, supplierProducts.did))
    .innerJoin(products, eq(products.id, supplierProducts.productId))

type Joined = Awaited<ReturnType<ReturnType<typeof base>['where']>>[number]

async function toRows(db: Database, rows: Joined[]): Promise<SupplierProductRow[]> {
  const productIds = [...new Set(rows.map((row) => row.offer.productId))]
  const specs =
    productIds.length === 0
      ? []
      : await db.select().from(productSpecs).where(inArray(productSpecs.productId, productIds))
  const specById = new Map(specs.map((spec) => [spec.id, spec]))
  return rows.map(({ offer, supplierName, productTitle, productCode, image }) => ({
    id: offer.id,
    supplierId: offer.did,
    supplierName,
    productId: offer.productId,
    productTitle,
    productCode,
    image,
    // A spec removed from the model since drops out of the offer.
    specs: offer.specPrices
      .flatMap((entry) => {
        const spec = specById.get(entry.specId)
        return spec ? [{ specId: spec.id, color: spec.color, size: spec.size, sku: spec.sku, price: entry.price }] : []
      })
      .sort((a, b) => a.color.localeCompare(b.color) || compareSizes(a.size, b.size)),
    minPrice: offer.minPrice,
    stock: offer.stock,
    status: offer.status as SupplyStatus,
    updatedAt: offer.updatedAt.toISOString(),
    version: offer.version,
  }))
}

const SORTS = {
  updatedAt: supplierProducts.updatedAt,
  minPrice: supplierProducts.minPrice,
  stock: supplierProducts.stock,
  title: products.title,
} as const

export async function listSupplierProducts(
  db: Database,
  caller: SessionAccount,
  params: z.output<typeof supplierProductListSchema>,
): Promise<ListResult<SupplierProductRow>> {
  const where: (SQL | undefined)[] = [visible(caller)]
  if (params.keyword) {
    const pattern = `%${escapeLike(params.keyword)}%`
    where.push(or(ilike(products.title, pattern), ilike(products.code, pattern), ilike(distributors.name, pattern)))
  }
  if (params.id) where.push(eq(supplierProducts.id, params.id))
  if (params.supplierId) where.push(eq(supplierProducts.did, params.supplierId))
  if (params.status) where.push(eq(supplierProducts.status, params.status))
  if (params.updatedSince) where.push(sql`${supplierProducts.updatedAt} >= ${params.updatedSince}`)
  const condition = and(...where)
  const sortColumn = SORTS[params.sortField ?? 'updatedAt']
  const rows = await base(db)
    .where(condition)
    .orderBy(params.sortOrder === 'ascend' ? asc(sortColumn) : desc(sortColumn), asc(supplierProducts.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(supplierProducts)
    .innerJoin(distributors, eq(distributors.id, supplierProducts.did))
    .innerJoin(products, eq(products.id, supplierProducts.productId))
    .where(condition)
  return { list: await toRows(db, rows), total: total?.n ?? 0 }
}

export async function supplierProductDetail(db: Database, caller: SessionAccount, id: string) {
  const rows = await base(db).where(and(visible(caller), eq(supplierProducts.id, id)))
  return (await toRows(db, rows))[0]
}

/** distribution_supplier_product_simple_list: value = supplied product id, text = "model · supplier". */
export async function supplierProductOptions(db: Database, caller: SessionAccount): Promise<SimpleOption[]> {
  const rows = await db
    .select({ id: supplierProducts.id, title: products.title, supplierName: distributors.name })
    .from(supplierProducts)
    .innerJoin(distributors, eq(distributors.id, supplierProducts.did))
    .innerJoin(products, eq(products.id, supplierProducts.productId))
    .where(visible(caller))
    .orderBy(asc(products.title), asc(supplierProducts.id))
    .limit(1000)
  return rows.map((row) => ({ value: row.id, text: `${row.title} · ${row.supplierName}` }))
}

/** Supplied products of the given product models (SPEC.md §7: productIds, comma-joined). */
export async function supplierProductsByProductIds(db: Database, caller: SessionAccount, productIds: string[]) {
  const rows = await base(db)
    .where(and(visible(caller), inArray(supplierProducts.productId, productIds)))
    .orderBy(asc(supplierProducts.productId), asc(supplierProducts.id))
  return toRows(db, rows)
}
