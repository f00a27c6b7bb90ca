// Goods changes. Each runs in the caller's transaction (withIdempotency) and is all or nothing:
// the goods it names are locked (FOR UPDATE, in id order so two bulk changes cannot deadlock),
// another tenant's goods is 404, a stale `version` answers 412 with the current row(s), and a
// transition the status model of src/contract/goods.ts does not allow refuses the whole request
// with a message naming the goods and both statuses.
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import {
  canChangeGoodsStatus,
  type GoodsRow,
  type GoodsStatus,
  type goodsInfoSchema,
  goodsStatusItems,
  type goodsStatusSchema,
  type newGoodsAddSchema,
  type newGoodsInfoSchema,
} from '../../../src/contract/goods'
import {
  brands,
  type GoodsRecord,
  type GoodsSpecPriceRecord,
  goods,
  materials,
  productSpecs,
  shops,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { lockFound, lockRows, staleVersion, updateRows } from '../../db/versioned'
import type { MessageKey } from '../../i18n/messages'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { ActingAccount, SessionAccount } from '../../plugins/access-types'
import { RUN_ALONE } from '../../plugins/idempotency'
import { goodsContentChanged } from '../listing/public'
import { findProduct } from '../products/public'
import { findGoodsRows, toGoodsRow } from './goods-read'

const statusKey = (status: string) => `goodsStatus.${status}` as MessageKey

/** Locks the goods (id order), 404 if any is missing or another tenant's. */
const lockGoods = (tx: Database, did: string, ids: string[]) => lockRows(tx, goods, did, ids, { what: 'what.goods' })

async function rowsOf(tx: Database, did: string, ids: string[]): Promise<GoodsRow[]> {
  const joined = await findGoodsRows(tx, did, ids)
  const byId = new Map(joined.map((row) => [row.goods.id, toGoodsRow(row)]))
  return ids.map((id) => byId.get(id)).filter((row): row is GoodsRow => Boolean(row))
}

/** 412 with the current rows if any goods moved on since the version the client based its change on. */
async function checkVersions(
  tx: Database,
  did: string,
  rows: GoodsRecord[],
  versions: Map<string, number | undefined>,
  single: boolean,
) {
  const stale = rows.filter((row) => {
    const base = versions.get(row.id)
    return base !== undefined && base !== row.version
  })
  if (stale.length === 0) return
  const current = await rowsOf(
    tx,
    did,
    stale.map((row) => row.id),
  )
  throw staleVersion(single ? current[0] : current, {
    key: 'goods.status.stale',
    params: { goodsNo: stale.map((row) => row.goodsNo).join(', ') },
  })
}

/** Writes the change and bumps the version; updatedAt is set here so a bulk change shares one instant. */
async function touch(tx: Database, did: string, ids: string[], changes: Partial<typeof goods.$inferInsert>) {
  await updateRows(tx, goods, did, ids, { ...changes, updatedAt: new Date() })
}

export async function changeGoodsStatus(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof goodsStatusSchema>,
): Promise<GoodsRow[]> {
  const items = goodsStatusItems(input)
  const rows = await lockGoods(
    tx,
    caller.did,
    items.map((item) => item.id),
  )
  await checkVersions(
    tx,
    caller.did,
    rows,
    new Map(items.map((item) => [item.id, item.version])),
    input.id !== undefined,
  )
  for (const item of items) {
    const row = rows.find((one) => one.id === item.id)!
    const from = row.status as GoodsStatus
    if (canChangeGoodsStatus(from, input.status)) continue
    throw new AppError(ErrorCode.RULE, from === input.status ? 'goods.status.same' : 'goods.status.refused', {
      params: { goodsNo: row.goodsNo },
      messageParams: { from: statusKey(from), to: statusKey(input.status) },
    })
  }
  const ids = items.map((item) => item.id)
  await touch(tx, caller.did, ids, { status: input.status })
  return rowsOf(tx, caller.did, ids)
}

/**
 * The set-based form of a goods change inside the outbox batch (route.ts AtOnce): every goods the
 * changes name locked in one statement, one update per distinct write, one read-back for all. A
 * change the single call would refuse — a goods missing or another tenant's, or one `accepts`
 * turns down — is left unwritten and answered RUN_ALONE, so the batch runs it alone and answers its
 * refusal.
 */
async function goodsAtOnce(
  tx: Database,
  did: string,
  changes: readonly {
    ids: string[]
    /** Whether the single call would go through, given its locked rows (in `ids` order). */
    accepts: (rows: GoodsRecord[]) => boolean
    /** What it writes, and a name for it: changes writing the same go in one UPDATE. */
    write: { name: string; set: Partial<typeof goods.$inferInsert> }
  }[],
): Promise<(GoodsRow[] | typeof RUN_ALONE)[]> {
  const locked = await lockFound(
    tx,
    goods,
    did,
    changes.flatMap((change) => change.ids),
  )
  const byId = new Map(locked.map((row) => [row.id, row]))
  const accepted = changes.map((change) => {
    const rows = change.ids.map((id) => byId.get(id))
    return rows.every((row) => row !== undefined) && change.accepts(rows as GoodsRecord[])
  })
  const writes = new Map<string, { set: Partial<typeof goods.$inferInsert>; ids: string[] }>()
  for (const [index, change] of changes.entries()) {
    if (!accepted[index]) continue
    const write = writes.get(change.write.name) ?? { set: change.write.set, ids: [] }
    write.ids.push(...change.ids)
    writes.set(change.write.name, write)
  }
  for (const { set, ids } of writes.values()) await touch(tx, did, ids, set)
  const written = await findGoodsRows(
    tx,
    did,
    [...writes.values()].flatMap((write) => write.ids),
  )
  const rows = new Map(written.map((row) => [row.goods.id, toGoodsRow(row)]))
  return changes.map((change, index) =>
    accepted[index] ? change.ids.map((id) => rows.get(id)).filter((row): row is GoodsRow => Boolean(row)) : RUN_ALONE,
  )
}

/** Several status changes at once (goodsAtOnce): each as changeGoodsStatus would answer it. */
export function changeGoodsStatusAtOnce(
  tx: Database,
  caller: SessionAccount,
  inputs: readonly z.output<typeof goodsStatusSchema>[],
): Promise<(GoodsRow[] | typeof RUN_ALONE)[]> {
  return goodsAtOnce(
    tx,
    caller.did,
    inputs.map((input) => {
      const items = goodsStatusItems(input)
      return {
        ids: items.map((item) => item.id),
        // No stale version (412), and a transition the status model allows (400).
        accepts: (rows) =>
          rows.every((row, index) => {
            const base = items[index]?.version
            if (base !== undefined && base !== row.version) return false
            return canChangeGoodsStatus(row.status as GoodsStatus, input.status)
          }),
        write: { name: input.status, set: { status: input.status } },
      }
    }),
  )
}

/** Several flag switches at once (goodsAtOnce): each as setGoodsFlag would answer it. */
export function setGoodsFlagAtOnce(
  tx: Database,
  caller: SessionAccount,
  changes: readonly { ids: string[]; value: boolean }[],
  flag: GoodsFlag,
): Promise<(GoodsRow[] | typeof RUN_ALONE)[]> {
  return goodsAtOnce(
    tx,
    caller.did,
    changes.map(({ ids, value }) => ({
      ids,
      accepts: (rows) => rows.every((row) => flagAllowed(row, flag, value) === null),
      write: { name: String(value), set: { [flag]: value } },
    })),
  )
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Deleted goods can no longer be changed. */
const deletedRefusal = (row: GoodsRecord) =>
  row.status === 'deleted' ? new AppError(ErrorCode.RULE, 'goods.deleted', { params: { goodsNo: row.goodsNo } }) : null

function assertEditable(row: GoodsRecord) {
  const refusal = deletedRefusal(row)
  if (refusal) throw refusal
}

async function assertBrand(tx: Database, did: string, brandId: string | null | undefined) {
  if (!brandId) return
  const [row] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.did, did), eq(brands.id, brandId), isNull(brands.deletedAt)))
  if (!row) throw new AppError(ErrorCode.RULE, 'goods.unknownBrand')
}

/** Spec prices checked against the model's specs; min/max over every spec (unpriced ones at the model price). */
async function priceSpecs(
  tx: Database,
  productId: string,
  current: GoodsSpecPriceRecord[],
  input: { specId: string; price: number }[] | undefined,
) {
  const specs = await tx.select().from(productSpecs).where(eq(productSpecs.productId, productId))
  const prices = new Map(current.map((entry) => [entry.specId, entry.price]))
  for (const entry of input ?? []) {
    if (!specs.some((spec) => spec.id === entry.specId)) {
      throw new AppError(ErrorCode.RULE, 'goods.unknownSpec', { params: { specId: entry.specId } })
    }
    prices.set(entry.specId, entry.price)
  }
  const specPrices = specs.map((spec) => ({ specId: spec.id, price: prices.get(spec.id) ?? spec.price }))
  const all = specPrices.map((entry) => entry.price)
  return { specPrices, minPrice: all.length ? Math.min(...all) : 0, maxPrice: all.length ? Math.max(...all) : 0 }
}

export async function updateGoodsInfo(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof goodsInfoSchema>,
): Promise<GoodsRow> {
  const [row] = await lockGoods(tx, caller.did, [input.id])
  await checkVersions(tx, caller.did, [row!], new Map([[input.id, input.version]]), true)
  assertEditable(row!)
  await assertBrand(tx, caller.did, input.brandId)
  const priced = await priceSpecs(tx, row!.productId, row!.specPrices, input.specs)
  const brandId = input.brandId === undefined ? row!.brandId : input.brandId
  // What the channels took from the goods itself: its title and images (listing prices come from
  // the listing template's price template, see listing/build.ts).
  if (input.title !== row!.title || (input.images && !sameJson(input.images, row!.images)))
    await goodsContentChanged(tx, caller.did, [row!.id])
  await touch(tx, caller.did, [row!.id], {
    title: input.title,
    ...(input.images ? { images: input.images } : {}),
    brandId,
    // Without a brand there is nothing to recommend it for.
    ...(brandId ? {} : { brandRecommended: false }),
    ...priced,
  })
  return (await rowsOf(tx, caller.did, [row!.id]))[0]!
}

export type GoodsFlag = 'recommended' | 'brandRecommended' | 'newVisible'

export async function setGoodsFlag(
  tx: Database,
  caller: SessionAccount,
  ids: string[],
  flag: GoodsFlag,
  value: boolean,
): Promise<GoodsRow[]> {
  const rows = await lockGoods(tx, caller.did, ids)
  for (const row of rows) {
    const refusal = flagAllowed(row, flag, value)
    if (refusal) throw refusal
  }
  await touch(tx, caller.did, ids, { [flag]: value })
  return rowsOf(tx, caller.did, ids)
}

/** Why a goods may not take this flag value (deleted, no brand, not new), or null. */
function flagAllowed(row: GoodsRecord, flag: GoodsFlag, value: boolean): AppError | null {
  const deleted = deletedRefusal(row)
  if (deleted) return deleted
  if (value && flag === 'brandRecommended' && !row.brandId) {
    return new AppError(ErrorCode.RULE, 'goods.noBrand', { params: { goodsNo: row.goodsNo } })
  }
  if (flag === 'newVisible' && !row.isNew) {
    return new AppError(ErrorCode.RULE, 'goods.notNew', { params: { goodsNo: row.goodsNo } })
  }
  return null
}

/** A design is the caller's own material or a public one; another tenant's answers 404 like any other object of theirs. */
async function assertMaterial(tx: Database, did: string, materialId: string | null | undefined): Promise<void> {
  if (!materialId) return
  const [found] = await tx
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.id, materialId), or(eq(materials.did, did), isNull(materials.did))))
  if (!found) throw notFound('what.material')
}

export async function addNewGoods(
  tx: Database,
  caller: ActingAccount,
  input: z.output<typeof newGoodsAddSchema>,
): Promise<GoodsRow> {
  const id = await insertNewGoods(tx, caller, input)
  return (await rowsOf(tx, caller.did, [id]))[0]!
}

/**
 * addNewGoods without reading the row back, answering its id (batch design makes hundreds);
 * `more` are further columns of the same insert (the design it shows).
 */
export async function insertNewGoods(
  tx: Database,
  caller: ActingAccount,
  input: z.output<typeof newGoodsAddSchema>,
  more: Pick<typeof goods.$inferInsert, 'designId' | 'designVersion' | 'images'> = {},
): Promise<string> {
  const product = await findProduct(tx, caller.did, input.productId)
  if (!product) throw notFound('what.product')
  const [shop] = await tx
    .select()
    .from(shops)
    .where(and(eq(shops.did, caller.did), eq(shops.id, input.shopId)))
  if (!shop) throw notFound('what.shop')
  await assertBrand(tx, caller.did, input.brandId)
  await assertMaterial(tx, caller.did, input.materialId)
  const priced = await priceSpecs(tx, product.id, [], input.specs)
  const [first] = await tx
    .select({ n: sql<number>`coalesce(min(${goods.newSort}), 1)::int` })
    .from(goods)
    .where(and(eq(goods.did, caller.did), eq(goods.isNew, true)))
  const id = newId()
  await tx.insert(goods).values({
    id,
    did: caller.did,
    goodsNo: `G${id.slice(-12)}`,
    productId: product.id,
    categoryId: product.categoryId,
    materialId: input.materialId ?? null,
    designImage: input.designImage ?? null,
    title: input.title,
    images: [input.designImage, product.image].filter((url): url is string => Boolean(url)),
    shopId: shop.id,
    channel: shop.channel,
    brandId: input.brandId ?? null,
    status: 'draft',
    isNew: true,
    newSort: Math.max(0, (first?.n ?? 1) - 1),
    ...priced,
    ...more,
  })
  return id
}

export async function saveNewGoodsInfo(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof newGoodsInfoSchema>,
): Promise<GoodsRow> {
  const [row] = await lockGoods(tx, caller.did, [input.id])
  await checkVersions(tx, caller.did, [row!], new Map([[input.id, input.version]]), true)
  assertEditable(row!)
  if (!row!.isNew) throw new AppError(ErrorCode.RULE, 'goods.notNew', { params: { goodsNo: row!.goodsNo } })
  await assertBrand(tx, caller.did, input.brandId)
  const brandId = input.brandId === undefined ? row!.brandId : input.brandId
  if (input.title !== row!.title || (input.images && !sameJson(input.images, row!.images)))
    await goodsContentChanged(tx, caller.did, [row!.id])
  await touch(tx, caller.did, [row!.id], {
    title: input.title,
    newSort: input.newSort,
    brandId,
    ...(brandId ? {} : { brandRecommended: false }),
    ...(input.images ? { images: input.images } : {}),
  })
  return (await rowsOf(tx, caller.did, [row!.id]))[0]!
}

/** Deletes new goods: the `deleted` transition of the status model (goods on sale are refused). */
export async function deleteNewGoods(tx: Database, caller: SessionAccount, id: string): Promise<GoodsRow> {
  const [row] = await lockGoods(tx, caller.did, [id])
  if (!row!.isNew || row!.status === 'deleted') {
    throw new AppError(ErrorCode.RULE, 'goods.notNew', { params: { goodsNo: row!.goodsNo } })
  }
  if (!canChangeGoodsStatus(row!.status as GoodsStatus, 'deleted')) {
    throw new AppError(ErrorCode.RULE, row!.status === 'on_sale' ? 'goods.newDeleteOnSale' : 'goods.status.refused', {
      params: { goodsNo: row!.goodsNo },
      messageParams: { from: statusKey(row!.status), to: statusKey('deleted') },
    })
  }
  await touch(tx, caller.did, [row!.id], { status: 'deleted', isNew: false, newVisible: false })
  return (await rowsOf(tx, caller.did, [row!.id]))[0]!
}
