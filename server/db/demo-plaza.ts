// Demo plaza (issue 16 item 8): the demo supplier's showroom shop with six goods on its own product
// models, five of them offered to the plaza (one withdrawn), so the seller bound to it finds plaza
// goods on /platform/public/goods/custom and /lazada on a fresh start.
import { DEMO_IDS } from './demo-data'
import { catalogueRows } from './demo-goods'
import { goods, plazaOffers, shops } from './schema'
import type { Database } from './types'

export const DEMO_SUPPLIER_SHOP = {
  id: 'd-demo-supplier-shop-1',
  did: DEMO_IDS.supplier,
  name: '供应商展厅 Supplier Showroom',
  channel: 'custom',
}
const GOODS = 6
const TITLES = [
  '山海 Mountains',
  '猫咪 Kitty',
  '星空 Starry night',
  '复古 Retro wave',
  '花园 Garden',
  '城市 City lights',
]

/** Runs inside the demo seed's transaction, after the supplier's product models exist. */
export async function seedDemoPlaza(db: Database): Promise<void> {
  await db.insert(shops).values(DEMO_SUPPLIER_SHOP)
  const catalogue = catalogueRows(DEMO_IDS.supplier)
  const rows = catalogue.productRows.slice(0, GOODS).map((model, i) => {
    const specs = catalogue.specRows.filter((spec) => spec.productId === model.id)
    const id = `${DEMO_IDS.supplier}-g${i + 1}`
    return { model, specs, id, title: `${TITLES[i]} ${model.title}` }
  })
  await db.insert(goods).values(
    rows.map(({ model, specs, id, title }) => ({
      id,
      did: DEMO_IDS.supplier,
      goodsNo: `S${String(rows.findIndex((row) => row.id === id) + 1).padStart(7, '0')}`,
      productId: model.id,
      categoryId: model.categoryId,
      title,
      images: [model.image],
      specPrices: specs.map((spec) => ({ specId: spec.id, price: Math.round(spec.price * 1.6) })),
      minPrice: Math.round(Math.min(...specs.map((spec) => spec.price)) * 1.6),
      maxPrice: Math.round(Math.max(...specs.map((spec) => spec.price)) * 1.6),
      shopId: DEMO_SUPPLIER_SHOP.id,
      channel: DEMO_SUPPLIER_SHOP.channel,
      status: 'on_sale',
    })),
  )
  await db.insert(plazaOffers).values(
    rows.slice(0, GOODS - 1).map(({ model, specs, id, title }, i) => {
      // The plaza price: the supplier's cost plus 30 %, whole yuan.
      const variants = specs.map((spec) => ({
        specId: spec.id,
        color: spec.color,
        size: spec.size,
        price: Math.ceil((spec.cost * 1.3) / 100) * 100,
      }))
      const prices = variants.map((variant) => variant.price)
      return {
        id: `plaza-demo-${i + 1}`,
        did: DEMO_IDS.supplier,
        goodsId: id,
        title,
        images: [model.image],
        variants,
        minPrice: Math.min(...prices),
        maxPrice: Math.max(...prices),
        state: i === GOODS - 2 ? 'withdrawn' : 'offered',
        withdrawnAt: i === GOODS - 2 ? new Date() : null,
        // Newest first on the plaza: the first offer the latest.
        updatedAt: new Date(Date.now() - i * 3_600_000),
      }
    }),
  )
}
