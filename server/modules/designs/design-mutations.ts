// Design changes, inside the caller's transaction (withIdempotency). Every save is a new version;
// the files were rendered before (design-render.ts). Goods made from the design follow the new
// version unless an order references them: those keep the version (and print file) the order was
// made with — the print file is frozen.
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DesignSaveInput, DesignSideFiles, designGoodsSchema } from '../../../src/contract/designs'
import { ErrorCode } from '../../../src/contract/errors'
import type { GoodsRow } from '../../../src/contract/goods'
import { designs, designVersions, goods, products, saleOrderLines } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { ActingAccount } from '../../plugins/access-types'
import { findGoodsRows, insertNewGoods, toGoodsRow } from '../goods/public'
import { designDetail, mockupUrl } from './design-read'

/** Locks a design of the tenant (404 otherwise); with `version`, a stale one answers 412 with its detail. */
const lockDesign = (tx: Database, did: string, id: string, version?: number) =>
  lockRow(tx, designs, did, id, {
    what: 'what.design',
    version,
    current: (row) => designDetail(tx, did, row.id),
  })

/** Goods images: every side's mockup, then the model's own picture. */
const goodsImages = (files: DesignSideFiles[], productImage: string | null) =>
  [...files.map((file) => mockupUrl(file.mockup)), ...(productImage ? [productImage] : [])].slice(0, 9)

/** A new version of the design (version 1: the design itself), without reading it back (batches). */
export async function writeDesignVersion(
  tx: Database,
  caller: ActingAccount,
  designId: string,
  input: DesignSaveInput,
  files: DesignSideFiles[],
) {
  let number = 1
  if (input.id) {
    const current = await lockDesign(tx, caller.did, input.id, input.version)
    number = current.currentVersion + 1
    await updateRow(tx, designs, caller.did, current.id, {
      name: input.name,
      productId: input.productId,
      color: input.color,
      zoom: input.zoom,
      currentVersion: number,
      updatedAt: new Date(),
    })
  } else {
    await tx.insert(designs).values({
      id: designId,
      did: caller.did,
      name: input.name,
      productId: input.productId,
      color: input.color,
      zoom: input.zoom,
      currentVersion: 1,
      createdBy: caller.id,
    })
  }
  await tx.insert(designVersions).values({
    id: newId(),
    did: caller.did,
    designId,
    number,
    productId: input.productId,
    color: input.color,
    sides: input.sides,
    files,
    createdBy: caller.id,
  })
  if (number > 1) await followNewVersion(tx, caller.did, designId, input.productId, number, files)
}

export async function saveDesign(
  tx: Database,
  caller: ActingAccount,
  designId: string,
  input: DesignSaveInput,
  files: DesignSideFiles[],
) {
  await writeDesignVersion(tx, caller, designId, input, files)
  return (await designDetail(tx, caller.did, designId))!
}

/** Unordered goods of the same model take the new version's mockups; ordered goods keep theirs. */
async function followNewVersion(
  tx: Database,
  did: string,
  designId: string,
  productId: string,
  number: number,
  files: DesignSideFiles[],
) {
  const [product] = await tx.select({ image: products.image }).from(products).where(eq(products.id, productId))
  const images = goodsImages(files, product?.image ?? null)
  await tx
    .update(goods)
    .set({
      designVersion: number,
      images,
      designImage: images[0] ?? null,
      version: sql`${goods.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(goods.did, did),
        eq(goods.designId, designId),
        eq(goods.productId, productId),
        sql`${goods.status} <> 'deleted'`,
        sql`not exists (select 1 from ${saleOrderLines} l where l.goods_id = ${goods.id})`,
      ),
    )
}

/** New goods from the design's current version, through the same rules as /goods/new/add. */
export async function createDesignGoods(
  tx: Database,
  caller: ActingAccount,
  input: z.output<typeof designGoodsSchema>,
): Promise<GoodsRow> {
  const design = await lockDesign(tx, caller.did, input.designId)
  const [current] = await tx
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.designId, design.id), eq(designVersions.number, design.currentVersion)))
  if (!current || current.files.length === 0) throw new AppError(ErrorCode.RULE, 'design.goods.noSides')
  const id = await insertDesignGoods(tx, caller, input, current)
  const [row] = await findGoodsRows(tx, caller.did, [id])
  return toGoodsRow(row!)
}

/** The goods of a design version the caller holds (just written, or read and locked above); answers its id. */
export async function insertDesignGoods(
  tx: Database,
  caller: ActingAccount,
  input: z.output<typeof designGoodsSchema>,
  version: { number: number; productId: string; files: DesignSideFiles[] },
): Promise<string> {
  const [product] = await tx.select({ image: products.image }).from(products).where(eq(products.id, version.productId))
  const images = goodsImages(version.files, product?.image ?? null)
  return insertNewGoods(
    tx,
    caller,
    { productId: version.productId, shopId: input.shopId, title: input.title, designImage: images[0] ?? null },
    { designId: input.designId, designVersion: version.number, images },
  )
}
