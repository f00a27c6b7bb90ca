// Reads of manufacturer products: the factory's own list, the bound distributors' catalogue
// (filter by country, category, factory, keyword) and the countries those factories are in.
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ACCOUNT_TYPE, type Locale } from '../../../src/contract/constants'
import type {
  CountryOption,
  ManufacturerCategory,
  ManufacturerProductRow,
  manufacturerProductListSchema,
  PrintMethod,
  SupplyStatus,
} from '../../../src/contract/supply'
import { COUNTRIES } from '../../db/reference/countries'
import { distributors, manufacturerProducts, manufacturerProfiles } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import type { SessionAccount } from '../../plugins/access-types'
import { escapeLike, visibleTo } from './visibility'

const visible = (caller: SessionAccount) =>
  visibleTo(caller, ACCOUNT_TYPE.manufacturer, manufacturerProducts.did, manufacturerProducts.status)

const columns = {
  product: manufacturerProducts,
  factoryName: distributors.name,
  country: sql<string>`coalesce(${manufacturerProfiles.country}, '')`,
}

type Joined = { product: typeof manufacturerProducts.$inferSelect; factoryName: string; country: string }

function toRow({ product, factoryName, country }: Joined): ManufacturerProductRow {
  return {
    id: product.id,
    factoryId: product.did,
    factoryName,
    country,
    title: product.title,
    baseModel: product.baseModel,
    category: product.category as ManufacturerCategory,
    image: product.image,
    description: product.description,
    specs: product.specs,
    minPrice: product.minPrice,
    leadDays: product.leadDays,
    minQuantity: product.minQuantity,
    printMethods: product.printMethods as PrintMethod[],
    status: product.status as SupplyStatus,
    updatedAt: product.updatedAt.toISOString(),
    version: product.version,
  }
}

const joined = (db: Database) =>
  db
    .select(columns)
    .from(manufacturerProducts)
    .innerJoin(distributors, eq(distributors.id, manufacturerProducts.did))
    .leftJoin(manufacturerProfiles, eq(manufacturerProfiles.did, manufacturerProducts.did))

const SORTS = {
  updatedAt: manufacturerProducts.updatedAt,
  minPrice: manufacturerProducts.minPrice,
  leadDays: manufacturerProducts.leadDays,
  minQuantity: manufacturerProducts.minQuantity,
  title: manufacturerProducts.title,
} as const

export async function listManufacturerProducts(
  db: Database,
  caller: SessionAccount,
  params: z.output<typeof manufacturerProductListSchema>,
): Promise<ListResult<ManufacturerProductRow>> {
  const where: (SQL | undefined)[] = [visible(caller)]
  if (params.keyword) {
    const pattern = `%${escapeLike(params.keyword)}%`
    where.push(
      or(
        ilike(manufacturerProducts.title, pattern),
        ilike(manufacturerProducts.baseModel, pattern),
        ilike(distributors.name, pattern),
      ),
    )
  }
  if (params.country) where.push(eq(manufacturerProfiles.country, params.country.toUpperCase()))
  if (params.category) where.push(eq(manufacturerProducts.category, params.category))
  if (params.factoryId) where.push(eq(manufacturerProducts.did, params.factoryId))
  if (params.status) where.push(eq(manufacturerProducts.status, params.status))
  if (params.updatedSince) where.push(sql`${manufacturerProducts.updatedAt} >= ${params.updatedSince}`)
  const condition = and(...where)
  const sortColumn = SORTS[params.sortField ?? 'updatedAt']
  const rows = await joined(db)
    .where(condition)
    .orderBy(params.sortOrder === 'ascend' ? asc(sortColumn) : desc(sortColumn), asc(manufacturerProducts.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(manufacturerProducts)
    .innerJoin(distributors, eq(distributors.id, manufacturerProducts.did))
    .leftJoin(manufacturerProfiles, eq(manufacturerProfiles.did, manufacturerProducts.did))
    .where(condition)
  return { list: rows.map(toRow), total: total?.n ?? 0 }
}

/** One product the caller may read, or undefined (another tenant's: the route answers 404). */
export async function manufacturerProductDetail(db: Database, caller: SessionAccount, id: string) {
  const [row] = await joined(db).where(and(visible(caller), eq(manufacturerProducts.id, id)))
  return row ? toRow(row) : undefined
}

/** The countries of the factories whose products the caller may see, with the COUNTRY text. */
export async function manufacturerCountries(
  db: Database,
  caller: SessionAccount,
  locale: Locale,
): Promise<CountryOption[]> {
  const rows = await db
    .select({ country: manufacturerProfiles.country, n: count() })
    .from(manufacturerProducts)
    .innerJoin(manufacturerProfiles, eq(manufacturerProfiles.did, manufacturerProducts.did))
    .where(visible(caller))
    .groupBy(manufacturerProfiles.country)
  // China is in the area tree through its provinces, not in COUNTRY (destination markets), yet
  // factories are there: it gets its name here.
  const names = new Map(
    [...COUNTRIES, ['CN', '中国', 'China'] as const].map(([code, zh, en]) => [code, locale === 'zh-cn' ? zh : en]),
  )
  return rows
    .map((row) => ({ value: row.country, text: names.get(row.country) ?? row.country, productCount: row.n }))
    .sort((a, b) => a.text.localeCompare(b.text, locale === 'zh-cn' ? 'zh' : 'en'))
}
