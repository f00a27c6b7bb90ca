// The exact product sent to a channel for a goods and a template: title and description from the
// template's patterns, the template's attributes, one variant per spec with its SKU (the listing id
// and the spec's position, so the channel can find it again), prices from the price template.
import { and, asc, eq } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import { listingPrice, type Rounding } from '../../../src/contract/generation'
import type { BuiltProduct } from '../../../src/contract/listing'
import {
  type GoodsRecord,
  goods,
  type ListingTemplateRecord,
  materials,
  priceTemplates,
  productSpecs,
  products,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { notFound } from '../../lib/app-error'
import { anyText } from '../../lib/sql-filters'
import { seoTitlesFor } from '../seo/public'

export interface BuildSource {
  goods: GoodsRecord
  modelTitle: string
  designName: string
  /** The SEO title the seller made for the goods on this channel (SEO area), if any. */
  seoTitle: string | null
  specs: { id: string; color: string; size: string; price: number; cost: number }[]
  price: {
    markupPercent: number
    addOn: number
    rounding: string
    minPrice: number
    maxPrice: number
    quantity: number
  }
}

export async function loadSources(
  db: Database,
  did: string,
  goodsIds: string[],
  priceTemplateId: string,
  channel: Channel,
) {
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.did, did), anyText(goods.id, goodsIds)))
  const [price] = await db
    .select()
    .from(priceTemplates)
    .where(and(eq(priceTemplates.did, did), eq(priceTemplates.id, priceTemplateId)))
  if (!price) throw notFound('what.priceTemplate')
  const productIds = [...new Set(rows.map((row) => row.productId))]
  const materialIds = [...new Set(rows.flatMap((row) => (row.materialId ? [row.materialId] : [])))]
  const models = productIds.length ? await db.select().from(products).where(anyText(products.id, productIds)) : []
  const specs = productIds.length
    ? await db
        .select()
        .from(productSpecs)
        .where(anyText(productSpecs.productId, productIds))
        .orderBy(asc(productSpecs.id))
    : []
  const designs = materialIds.length
    ? await db
        .select({ id: materials.id, name: materials.name })
        .from(materials)
        .where(and(eq(materials.did, did), anyText(materials.id, materialIds)))
    : []
  const seo = await seoTitlesFor(db, did, goodsIds, channel)
  // Maps, not a search per goods: an export builds 500 goods a batch from a handful of models.
  const modelTitles = new Map(models.map((model) => [model.id, model.title]))
  const designNames = new Map(designs.map((design) => [design.id, design.name]))
  const specsOf = new Map<string, typeof specs>()
  for (const spec of specs) {
    const list = specsOf.get(spec.productId)
    if (list) list.push(spec)
    else specsOf.set(spec.productId, [spec])
  }
  const sources = new Map<string, BuildSource>()
  for (const row of rows) {
    const chosen = new Set(row.specPrices.map((entry) => entry.specId))
    const ofModel = specsOf.get(row.productId) ?? []
    sources.set(row.id, {
      goods: row,
      modelTitle: modelTitles.get(row.productId) ?? '',
      designName: (row.materialId ? designNames.get(row.materialId) : undefined) ?? row.title,
      seoTitle: seo.get(row.id) ?? null,
      specs: chosen.size === 0 ? ofModel : ofModel.filter((spec) => chosen.has(spec.id)),
      price,
    })
  }
  return sources
}

const fill = (pattern: string, values: Record<string, string>) =>
  pattern
    .replace(/\{(model|colour|size|design|keywords)\}/g, (_, name: string) => values[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()

export function buildProduct(sellerSku: string, source: BuildSource, template: ListingTemplateRecord): BuiltProduct {
  const colours = [...new Set(source.specs.map((spec) => spec.color))]
  const sizes = [...new Set(source.specs.map((spec) => spec.size))]
  const values = {
    model: source.modelTitle,
    colour: colours.join('/'),
    size: sizes.length > 1 ? `${sizes[0]}–${sizes[sizes.length - 1]}` : (sizes[0] ?? ''),
    design: source.designName,
    // The SEO title made for this channel (issue 19); the goods' own title where there is none.
    keywords: source.seoTitle ?? source.goods.title,
  }
  const rounding = { ...source.price, rounding: source.price.rounding as Rounding }
  const images = [...source.goods.images]
  if (source.goods.designImage) {
    if (template.imageOrder === 'design_first') images.unshift(source.goods.designImage)
    else images.push(source.goods.designImage)
  }
  return {
    sellerSku,
    // Not cut to length: the channel says which limit a title breaks, and the seller fixes the pattern.
    title: fill(template.titlePattern, values),
    description: fill(template.descriptionPattern, values),
    categoryId: template.categoryId,
    attributes: template.attributes,
    variants: source.specs.map((spec, index) => ({
      sku: `${sellerSku}-${index + 1}`,
      color: spec.color,
      size: spec.size,
      price: listingPrice(spec.cost > 0 ? spec.cost : spec.price, rounding),
      quantity: source.price.quantity,
    })),
    images: [...new Set(images)],
    handlingDays: template.handlingDays,
    currency: 'CNY',
  }
}
