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
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { ActingAccount } from '../../plugins/access-types'
import { addNewGoods, findGoodsRows, toGoodsRow } from '../goods/public'
import { designDetail, mockupUrl } from './design-read'

export async function lockDesign(tx: Database, did: string, id: string) {
  const [row] = await tx
    .select()
    .from(designs)
    .where(and(eq(designs.did, did), eq(designs.id, id)))
    .for('update')
  return row ?? null
}

/** Goods images: every side's mockup, then the model's own picture. */
const goodsImages = (files: DesignSideFiles[], productImage: string | null) =>
  [...files.map((file) => mockupUrl(file.mockup)), ...(productImage ? [productImage] : [])].slice(0, 9)

export async function saveDesign(
  tx: Database,
  caller: ActingAccount,
  designId: string,
  input: DesignSaveInput,
  files: DesignSideFiles[],
) {
  let number = 1
  if (input.id) {
    const current = await lockDesign(tx, caller.did, input.id)
    if (!current) throw notFound('what.design')
    if (input.version !== undefined && input.version !== current.version) {
      throw new AppError(ErrorCode.STALE_VERSION, 'conflict.staleVersion', {
        extra: { data: await designDetail(tx, caller.did, current.id) },
      })
    }
    number = current.currentVersion + 1
    await tx
      .update(designs)
      .set({
        name: input.name,
        productId: input.productId,
        color: input.color,
        zoom: input.zoom,
        currentVersion: number,
        version: sql`${designs.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(designs.id, current.id))
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
  if (!design) throw notFound('what.design')
  const [current] = await tx
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.designId, design.id), eq(designVersions.number, design.currentVersion)))
  if (!current || current.files.length === 0) throw new AppError(ErrorCode.RULE, 'design.goods.noSides')
  const [product] = await tx.select({ image: products.image }).from(products).where(eq(products.id, current.productId))
  const images = goodsImages(current.files, product?.image ?? null)
  const created = await addNewGoods(tx, caller, {
    productId: current.productId,
    shopId: input.shopId,
    title: input.title,
    designImage: images[0] ?? null,
  })
  await tx
    .update(goods)
    .set({ designId: design.id, designVersion: current.number, images })
    .where(eq(goods.id, created.id))
  const [row] = await findGoodsRows(tx, caller.did, [created.id])
  return toGoodsRow(row!)
}
