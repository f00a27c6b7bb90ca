// Changes of product categories, product models and brands. Each runs in the caller's
// transaction (withIdempotency), checks tenant (another tenant's row is 404) and the `version`
// the change was based on (stale → 412 with the current row).
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import type { brandSaveSchema, categorySaveSchema, productSaveSchema } from '../../../src/contract/goods'
import { brands, configEntries, goods, productCategories, productSides, productSpecs, products } from '../../db/schema'
import type { Database } from '../../db/types'
import { deleteRows, lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { brandNameTaken, categoryAndDescendants, findBrand, productDetail, toBrandRow } from './product-read'

// ---- Categories ----

/** With `version`, a stale category answers 412 with the category as stored. */
const lockCategory = (tx: Database, did: string, id: string, version?: number) =>
  lockRow(tx, productCategories, did, id, { what: 'what.productCategory', version })

export async function saveCategory(tx: Database, caller: SessionAccount, input: z.output<typeof categorySaveSchema>) {
  if (input.pid !== '0') await lockCategory(tx, caller.did, input.pid)
  if (!input.id) {
    const [row] = await tx
      .insert(productCategories)
      .values({ id: newId(), did: caller.did, pid: input.pid, title: input.title, sort: input.sort })
      .returning()
    return row!
  }
  const row = await lockCategory(tx, caller.did, input.id, input.version)
  if (input.pid !== '0' && (await categoryAndDescendants(tx, caller.did, row.id)).includes(input.pid)) {
    throw new AppError(ErrorCode.RULE, 'category.badParent')
  }
  return updateRow(tx, productCategories, caller.did, row.id, {
    pid: input.pid,
    title: input.title,
    sort: input.sort,
    updatedAt: new Date(),
  })
}

/** SPEC.md §5: a category with child nodes cannot be deleted; nor one that still holds models. */
export async function removeCategory(tx: Database, caller: SessionAccount, id: string) {
  const row = await lockCategory(tx, caller.did, id)
  const [children] = await tx
    .select({ n: count() })
    .from(productCategories)
    .where(and(eq(productCategories.did, caller.did), eq(productCategories.pid, row.id)))
  if ((children?.n ?? 0) > 0) throw new AppError(ErrorCode.RULE, 'category.hasChildren')
  const [held] = await tx
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.categoryId, row.id), isNull(products.deletedAt)))
  if ((held?.n ?? 0) > 0) throw new AppError(ErrorCode.RULE, 'category.hasProducts', { params: { count: held!.n } })
  await deleteRows(tx, productCategories, caller.did, [row.id])
  return { id: row.id }
}

// ---- Product models ----

async function assertColors(tx: Database, colors: string[]) {
  const known = await tx
    .select({ value: configEntries.value })
    .from(configEntries)
    .where(eq(configEntries.code, 'COLOR'))
  const values = new Set(known.map((row) => row.value))
  for (const color of colors) {
    if (!values.has(color)) throw new AppError(ErrorCode.RULE, 'product.unknownColor', { params: { color } })
  }
}

/** Goods (not deleted) that price a spec of the product. */
async function specInUse(tx: Database, productId: string, specId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(goods)
    .where(
      and(
        eq(goods.productId, productId),
        ne(goods.status, 'deleted'),
        sql`${goods.specPrices} @> ${JSON.stringify([{ specId }])}::jsonb`,
      ),
    )
  return (row?.n ?? 0) > 0
}

/** A live product model of the tenant; with `version`, a stale one answers 412 with its detail. */
const lockProduct = (tx: Database, did: string, id: string, version?: number) =>
  lockRow(tx, products, did, id, {
    what: 'what.product',
    version,
    current: (row) => productDetail(tx, did, row.id),
    where: isNull(products.deletedAt),
  })

export async function saveProduct(tx: Database, caller: SessionAccount, input: z.output<typeof productSaveSchema>) {
  const did = caller.did
  await lockCategory(tx, did, input.categoryId)
  const seen = new Set<string>()
  for (const spec of input.specs) {
    const key = `${spec.color}|${spec.size.toUpperCase()}`
    if (seen.has(key)) {
      throw new AppError(ErrorCode.RULE, 'product.duplicateSpec', { params: { color: spec.color, size: spec.size } })
    }
    seen.add(key)
  }
  await assertColors(tx, [...new Set(input.specs.map((spec) => spec.color))])
  const values = {
    categoryId: input.categoryId,
    title: input.title,
    code: input.code,
    image: input.image,
    description: input.description,
    weight: input.weight,
    minPrice: input.minPrice ?? 0,
    maxPrice: input.maxPrice ?? 0,
    minQuantity: input.minQuantity ?? 1,
    shared: input.shared,
  }
  let productId: string
  if (!input.id) {
    productId = newId()
    await tx.insert(products).values({ id: productId, did, ...values })
  } else {
    const row = await lockProduct(tx, did, input.id, input.version)
    productId = row.id
    await updateRow(tx, products, did, row.id, { ...values, updatedAt: new Date() })
  }
  await replaceSpecs(tx, did, productId, input.specs)
  await replaceSides(tx, did, productId, input.sides)
  return (await productDetail(tx, did, productId))!
}

async function replaceSpecs(
  tx: Database,
  did: string,
  productId: string,
  specs: z.output<typeof productSaveSchema>['specs'],
) {
  const existing = await tx.select().from(productSpecs).where(eq(productSpecs.productId, productId))
  const keyOf = (spec: { color: string; size: string }) => `${spec.color}|${spec.size.toUpperCase()}`
  const byKey = new Map(existing.map((spec) => [keyOf(spec), spec]))
  // Each input spec keeps the row it names (by id, else by colour and size), so goods prices stay.
  const taken = new Set<string>()
  const matches = specs.map((spec) => {
    const match = (spec.id ? existing.find((one) => one.id === spec.id) : undefined) ?? byKey.get(keyOf(spec))
    if (!match || taken.has(match.id)) return undefined
    taken.add(match.id)
    return match
  })
  for (const spec of existing) {
    if (taken.has(spec.id)) continue
    if (await specInUse(tx, productId, spec.id)) {
      throw new AppError(ErrorCode.RULE, 'product.specInUse', { params: { color: spec.color, size: spec.size } })
    }
    await tx.delete(productSpecs).where(and(eq(productSpecs.did, did), eq(productSpecs.id, spec.id)))
  }
  // Kept rows may swap colour and size between them: free the unique key first.
  for (const match of matches) {
    if (match)
      await tx
        .update(productSpecs)
        .set({ color: `~${match.id}` })
        .where(and(eq(productSpecs.did, did), eq(productSpecs.id, match.id)))
  }
  for (const [i, spec] of specs.entries()) {
    const values = { color: spec.color, size: spec.size, sku: spec.sku, price: spec.price, cost: spec.cost }
    const match = matches[i]
    if (match)
      await tx
        .update(productSpecs)
        .set(values)
        .where(and(eq(productSpecs.did, did), eq(productSpecs.id, match.id)))
    else await tx.insert(productSpecs).values({ id: newId(), did, productId, ...values })
  }
}

async function replaceSides(
  tx: Database,
  did: string,
  productId: string,
  sides: z.output<typeof productSaveSchema>['sides'],
) {
  await tx.delete(productSides).where(and(eq(productSides.did, did), eq(productSides.productId, productId)))
  await tx.insert(productSides).values(
    sides.map((side, sort) => ({
      id: newId(),
      did,
      productId,
      name: side.name,
      width: side.width,
      height: side.height,
      x: side.x,
      y: side.y,
      zoom: side.zoom,
      sort,
    })),
  )
}

export async function removeProduct(tx: Database, caller: SessionAccount, id: string) {
  const row = await lockProduct(tx, caller.did, id)
  const [used] = await tx
    .select({ n: count() })
    .from(goods)
    .where(and(eq(goods.productId, row.id), ne(goods.status, 'deleted')))
  if ((used?.n ?? 0) > 0) throw new AppError(ErrorCode.RULE, 'product.inUse', { params: { count: used!.n } })
  await updateRow(tx, products, caller.did, row.id, { deletedAt: new Date(), updatedAt: new Date() })
  return { id: row.id }
}

// ---- Brands ----

/** A live brand of the tenant; with `version`, a stale one answers 412 with its row and goods count. */
const lockBrand = (tx: Database, did: string, id: string, version: number | undefined, goodsCount: number) =>
  lockRow(tx, brands, did, id, {
    what: 'what.brand',
    version,
    current: (row) => toBrandRow(row, goodsCount),
    where: isNull(brands.deletedAt),
  })

export async function saveBrand(tx: Database, caller: SessionAccount, input: z.output<typeof brandSaveSchema>) {
  if (await brandNameTaken(tx, caller.did, input.name, input.id)) {
    throw new AppError(ErrorCode.ALREADY_EXISTS, 'brand.duplicate', { params: { name: input.name } })
  }
  const values = { name: input.name, logo: input.logo, description: input.description }
  if (!input.id) {
    const [row] = await tx
      .insert(brands)
      .values({ id: newId(), did: caller.did, ...values })
      .returning()
    return toBrandRow(row!, 0)
  }
  const current = await findBrand(tx, caller.did, input.id)
  if (!current) throw notFound('what.brand')
  await lockBrand(tx, caller.did, input.id, input.version, current.goodsCount)
  const row = await updateRow(tx, brands, caller.did, input.id, { ...values, updatedAt: new Date() })
  return toBrandRow(row, current.goodsCount)
}

export async function removeBrand(tx: Database, caller: SessionAccount, id: string) {
  const current = await findBrand(tx, caller.did, id)
  if (!current) throw notFound('what.brand')
  if (current.goodsCount > 0) {
    throw new AppError(ErrorCode.RULE, 'brand.inUse', { params: { count: current.goodsCount } })
  }
  await lockBrand(tx, caller.did, id, undefined, current.goodsCount)
  await updateRow(tx, brands, caller.did, id, { deletedAt: new Date(), updatedAt: new Date() })
  return { id }
}
