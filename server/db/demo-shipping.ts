// Demo shipping rules of the demo distributor (first / additional weight in grams, prices in minor units).
import { DEMO_IDS } from './demo-data'
import { shippingRules } from './schema'
import type { Database } from './types'

const rule = (
  expressCode: string,
  country: string,
  currency: string,
  first: [number, number],
  extra: [number, number],
) => ({
  id: `${DEMO_IDS.distributor}-rule-${expressCode}-${country === '*' ? 'all' : country}`,
  did: DEMO_IDS.distributor,
  expressCode,
  country,
  currency,
  firstWeight: first[0],
  firstPrice: first[1],
  additionalWeight: extra[0],
  additionalPrice: extra[1],
})

export async function seedDemoShipping(db: Database): Promise<void> {
  await db
    .insert(shippingRules)
    .values([
      rule('SF', 'CN', 'CNY', [1000, 1200], [1000, 500]),
      rule('ZTO', 'CN', 'CNY', [1000, 600], [1000, 200]),
      rule('DHL', '*', 'USD', [500, 2500], [500, 600]),
      rule('YUNEXPRESS', 'US', 'USD', [100, 450], [100, 90]),
      rule('4PX', 'GB', 'GBP', [100, 380], [100, 75]),
    ])
}
