// The facts listing texts are written from, per goods: the product model, the design's name and
// tags, the colours and sizes of its specs, the material (the model's description), the brand,
// the category and the seller's keywords assigned to it. The title builder and both AI writers
// read these and nothing else, so every writer works from the same facts.
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Channel } from '../../../src/contract/dictionaries'
import { colourNamesOf } from '../../db/reference/config-entries'
import { rowsIn } from '../../db/rows'
import { brands, goods, materials, productCategories, productSpecs, products } from '../../db/schema'
import type { Database } from '../../db/types'

export interface FactKeyword {
  keyword: string
  language: string
  channel: string
  goodsCount: number
}

export interface GoodsFacts {
  goodsId: string
  goodsNo: string
  title: string
  model: string
  category: string
  design: string
  designTags: string[]
  colours: { zh: string; en: string }[]
  sizes: string[]
  material: string
  brand: string
  keywords: FactKeyword[]
}

export async function loadGoodsFacts(db: Database, did: string, goodsIds: string[]): Promise<Map<string, GoodsFacts>> {
  const ids = [...new Set(goodsIds)]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      goods,
      model: products.title,
      material: products.description,
      category: productCategories.title,
      design: materials.name,
      designTags: materials.tags,
      brand: brands.name,
    })
    .from(goods)
    .innerJoin(products, eq(products.id, goods.productId))
    .leftJoin(productCategories, eq(productCategories.id, goods.categoryId))
    .leftJoin(materials, eq(materials.id, goods.materialId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(and(eq(goods.did, did), inArray(goods.id, ids), ne(goods.status, 'deleted')))
  const specs = await db
    .select({ productId: productSpecs.productId, color: productSpecs.color, size: productSpecs.size })
    .from(productSpecs)
    .where(inArray(productSpecs.productId, [...new Set(rows.map((row) => row.goods.productId))]))
  const keywords = rowsIn<FactKeyword & { goods_id: string; goods_count: number }>(
    await db.execute(sql`
      select a.goods_id, k.keyword, k.language, k.channel, k.goods_count
      from seo_keyword_goods a join seo_keywords k on k.id = a.keyword_id
      where a.did = ${did} and a.goods_id = any(${sql.param(ids)}::text[])
      order by k.goods_count desc, k.keyword`),
  )
  const facts = new Map<string, GoodsFacts>()
  for (const row of rows) {
    const mine = specs.filter((spec) => spec.productId === row.goods.productId)
    const colours = [...new Set(mine.map((spec) => spec.color.toUpperCase()))]
      .map(colourNamesOf)
      .filter((name): name is { zh: string; en: string } => name !== undefined)
    // Without a design material, the design is what the goods title adds before the model name.
    const design = row.design ?? row.goods.title.replace(row.model, '').trim()
    facts.set(row.goods.id, {
      goodsId: row.goods.id,
      goodsNo: row.goods.goodsNo,
      title: row.goods.title,
      model: row.model,
      category: row.category ?? '',
      design,
      designTags: row.designTags ?? [],
      colours,
      sizes: [...new Set(mine.map((spec) => spec.size))],
      material: row.material,
      brand: row.brand ?? '',
      keywords: keywords
        .filter((k) => k.goods_id === row.goods.id)
        .map((k) => ({ keyword: k.keyword, language: k.language, channel: k.channel, goodsCount: k.goods_count })),
    })
  }
  return facts
}

/** The seller's keywords for a channel and language: the channel's own first, then 'all'. */
export function keywordsFor(facts: GoodsFacts, channel: Channel, language: string): string[] {
  const fit = facts.keywords.filter((k) => k.language === language && (k.channel === channel || k.channel === 'all'))
  return [...fit.filter((k) => k.channel === channel), ...fit.filter((k) => k.channel === 'all')].map((k) => k.keyword)
}
