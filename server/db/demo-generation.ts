// Demo price templates, generation strategies and one finished generation task for the demo
// distributor. The task is really run (the worker's own batch function), so its goods, prices and
// skipped combinations are what the worker would have made.
import { runBatch } from '../modules/generation/run-batch'
import { addTask } from '../modules/generation/tasks'
import { DEMO_IDS } from './demo-data'
import { generationProductStrategies, generationStrategies, priceTemplates } from './schema'
import type { Database } from './types'

const D = DEMO_IDS.distributor

export const DEMO_PRICE_TEMPLATES = [
  {
    id: 'pt-demo-standard',
    name: '标准加价 Standard markup',
    markupPercent: 80,
    addOn: 500,
    rounding: 'ninety_nine',
    minPrice: 1990,
    maxPrice: 99_900,
    quantity: 99,
  },
  {
    id: 'pt-demo-premium',
    name: '高端加价 Premium',
    markupPercent: 150,
    addOn: 0,
    rounding: 'yuan',
    minPrice: 4900,
    maxPrice: 199_900,
    quantity: 50,
  },
  {
    id: 'pt-demo-clearance',
    name: '走量 Volume',
    markupPercent: 60,
    addOn: 200,
    rounding: 'none',
    minPrice: 990,
    maxPrice: 49_900,
    quantity: 500,
  },
]

const STRATEGIES = [
  {
    id: 'gs-demo-dots-tees',
    name: '波点T恤与马克杯 Dots on tees and mugs',
    shopId: `${D}-shop-1`,
    priceTemplateId: 'pt-demo-standard',
    titleTemplate: '{design} {product}',
    materialCategoryIds: ['mc-demo-dots'],
    materialIds: [],
    products: [
      { productId: `${D}-p1`, zoom: 100, placement: 'center' },
      { productId: `${D}-p14`, zoom: 90, placement: 'fill', priceTemplateId: 'pt-demo-premium' },
      { productId: `${D}-p21`, zoom: 100, placement: 'fill' },
    ],
  },
  {
    id: 'gs-demo-christmas',
    name: '圣诞系列 Christmas collection',
    shopId: `${D}-shop-2`,
    priceTemplateId: 'pt-demo-premium',
    titleTemplate: 'Christmas {design} – {product}',
    materialCategoryIds: ['mc-demo-holidays'],
    materialIds: [],
    products: [
      { productId: `${D}-p8`, zoom: 80, placement: 'center' },
      { productId: `${D}-p18`, zoom: 100, placement: 'fill' },
    ],
  },
  {
    id: 'gs-demo-stripes',
    name: '条纹手机壳 Striped phone cases',
    shopId: `${D}-shop-3`,
    priceTemplateId: 'pt-demo-clearance',
    titleTemplate: '{product} {design}',
    materialCategoryIds: ['mc-demo-stripes'],
    materialIds: [],
    products: [{ productId: `${D}-p23`, zoom: 100, placement: 'fill' }],
  },
]

export async function seedDemoGeneration(tx: Database) {
  await tx.insert(priceTemplates).values(DEMO_PRICE_TEMPLATES.map((row) => ({ ...row, did: D })))
  for (const { products, ...strategy } of STRATEGIES) {
    await tx.insert(generationStrategies).values({ ...strategy, did: D })
    await tx.insert(generationProductStrategies).values(
      products.map((product, i) => ({
        id: `${strategy.id}-m${i + 1}`,
        did: D,
        strategyId: strategy.id,
        priceTemplateId: null,
        ...product,
      })),
    )
  }
  // One finished task, with created goods and skipped combinations (the tapestry's print area is
  // larger than the demo designs).
  await addTask(tx, { did: D, id: D }, STRATEGIES[0]!.id)
  while ((await runBatch(tx, 50)) !== null) {}
}
