// Everything a design save needs besides the body, read and checked before anything is drawn or
// written: the model (tenant's), its sides and colours, the pictures (the tenant's or public) with
// their real pixel sizes, and the fonts (the tenant's, in a format that can become outlines).
// Another tenant's model, material or font is a 404, like any object of theirs.
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Font } from 'opentype.js'
import { MISSING_SHOWN } from '../../../src/contract/design-preflight'
import type { DesignSaveInput, ImageElement, TextElement } from '../../../src/contract/designs'
import { ErrorCode } from '../../../src/contract/errors'
import { materials, productCategories, productSides, productSpecs } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import type { FileStorage } from '../../lib/file-storage'
import { findProduct } from '../products/public'
import { renderableFonts } from './fonts'
import { type PhotoShape, shapeOfCategory } from './side-photo'
import { missingCharacters } from './text-path'

export interface SideRecord {
  id: string
  name: string
  width: number
  height: number
  x: number
  y: number
}

export interface DesignInputs {
  product: { id: string; title: string; categoryId: string }
  shape: PhotoShape
  sides: Map<string, SideRecord>
  /** key: the stored file, which print files are addressed by. */
  images: Map<string, { body: Buffer; format: 'png' | 'jpeg'; name: string; key: string }>
  fonts: Map<string, Font>
}

export async function modelSides(db: Database, did: string, productId: string): Promise<SideRecord[]> {
  return db
    .select({
      id: productSides.id,
      name: productSides.name,
      width: productSides.width,
      height: productSides.height,
      x: productSides.x,
      y: productSides.y,
    })
    .from(productSides)
    .where(and(eq(productSides.did, did), eq(productSides.productId, productId)))
    .orderBy(productSides.sort, productSides.id)
}

/** The photo shape of a model from its category and the categories above it. */
export async function shapeOfModel(db: Database, did: string, categoryId: string): Promise<PhotoShape> {
  const rows = await db
    .select({ id: productCategories.id, pid: productCategories.pid, title: productCategories.title })
    .from(productCategories)
    .where(eq(productCategories.did, did))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const titles: string[] = []
  let at = byId.get(categoryId)
  for (let depth = 0; at && depth < 20; depth++) {
    titles.push(at.title)
    at = byId.get(at.pid)
  }
  return shapeOfCategory(titles)
}

export async function loadDesignInputs(
  db: Database,
  storage: FileStorage,
  did: string,
  input: Pick<DesignSaveInput, 'productId' | 'color' | 'sides'>,
): Promise<DesignInputs> {
  const product = await findProduct(db, did, input.productId)
  if (!product) throw notFound('what.product')
  const sides = new Map((await modelSides(db, did, product.id)).map((side) => [side.id, side]))
  const seen = new Set<string>()
  for (const side of input.sides) {
    if (!sides.has(side.sideId))
      throw new AppError(ErrorCode.RULE, 'design.sideNotOfModel', { params: { sideId: side.sideId } })
    if (seen.has(side.sideId))
      throw new AppError(ErrorCode.RULE, 'design.sideTwice', { params: { sideId: side.sideId } })
    seen.add(side.sideId)
  }
  const colors = await db
    .selectDistinct({ color: productSpecs.color })
    .from(productSpecs)
    .where(eq(productSpecs.productId, product.id))
  if (!colors.some((row) => row.color.toLowerCase() === input.color.toLowerCase()))
    throw new AppError(ErrorCode.RULE, 'design.colorNotOfModel', { params: { color: input.color } })

  const elements = input.sides.flatMap((side) => side.elements)
  const imageElements = elements.filter((element): element is ImageElement => element.kind === 'image')
  const textElements = elements.filter((element): element is TextElement => element.kind === 'text')

  const images: DesignInputs['images'] = new Map()
  const materialIds = [...new Set(imageElements.map((element) => element.materialId))]
  const rows = materialIds.length
    ? await db
        .select()
        .from(materials)
        .where(and(inArray(materials.id, materialIds), or(eq(materials.did, did), isNull(materials.did))))
    : []
  for (const id of materialIds) {
    const row = rows.find((one) => one.id === id)
    if (!row) throw notFound('what.material')
    const stored = await storage.get(row.storageKey)
    if (!stored) throw new AppError(ErrorCode.RULE, 'design.fileMissing', { params: { what: row.name } })
    images.set(id, {
      body: stored.body,
      format: row.format === 'png' ? 'png' : 'jpeg',
      name: row.name,
      key: row.storageKey,
    })
  }
  // The preflight judges DPI from the pixel size the body states; it must be the file's.
  for (const element of imageElements) {
    const row = rows.find((one) => one.id === element.materialId)!
    if (row.width !== element.pixelWidth || row.height !== element.pixelHeight)
      throw new AppError(ErrorCode.RULE, 'design.imageSizeMismatch', {
        params: { name: row.name, width: row.width, height: row.height },
      })
  }

  const fonts = await renderableFonts(
    db,
    storage,
    did,
    textElements.map((element) => element.fontId),
  )
  // A character the font lacks would print as a box (Chinese in the built-in Roboto, say): named
  // and refused, as the text editor does, so the seller picks a font that has it.
  for (const element of textElements) {
    const missing = missingCharacters(fonts.get(element.fontId ?? '')!, element.text)
    if (missing.length > 0)
      throw new AppError(ErrorCode.RULE, 'textMaterial.missingGlyphs', {
        params: { characters: missing.slice(0, MISSING_SHOWN).join(' ') },
      })
  }
  return {
    product: { id: product.id, title: product.title, categoryId: product.categoryId },
    shape: await shapeOfModel(db, did, product.categoryId),
    sides,
    images,
    fonts,
  }
}
