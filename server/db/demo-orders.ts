// Demo orders (issue 3): shops on every channel for the demo distributor (two or more on the
// busiest), 2,400 orders over the last 90 days with lines, history, payments, refunds in every
// status and reviews; and a few shops and orders for the second distributor (tenant isolation).
import { DEMO_IDS } from './demo-data'
import { analyzeOrderTables, demoShopRows, insertGeneratedOrders } from './generate-orders'
import { shops } from './schema'
import type { Database } from './types'

export const DEMO_ORDER_COUNT = 2400
export const DEMO2_ORDER_COUNT = 60

export const DEMO_SHOPS = demoShopRows(DEMO_IDS.distributor, [
  ['lazada', 'Lazada 马来西亚旗舰店 Lazada MY Flagship', ['MY']],
  ['lazada', 'Lazada 泰国店 Lazada TH', ['TH']],
  ['shopee', 'Shopee 新加坡店 Shopee SG', ['SG']],
  ['shopee', 'Shopee 菲律宾店 Shopee PH', ['PH']],
  ['shopee', 'Shopee 巴西店 Shopee BR', ['BR']],
  ['tiktok', 'TikTok 美区小店 TikTok US', ['US']],
  ['tiktok', 'TikTok 英国小店 TikTok UK', ['GB']],
  ['ozon', 'Ozon 俄罗斯店 Ozon RU', ['RU']],
  ['amazon', '亚马逊北美站 Amazon NA', ['US', 'US', 'CA']],
  ['amazon', '亚马逊欧洲站 Amazon EU', ['DE', 'FR', 'DE']],
  ['wm', 'WooCommerce 独立站 WooCommerce Store', ['US', 'CA', 'AU']],
  ['cd', 'Cdiscount 法国店 Cdiscount FR', ['FR', 'FR', 'BE']],
  ['shopify', 'Shopify 品牌站 Shopify Brand Store', ['US', 'GB', 'AU', 'DE', 'CA']],
  ['custom', '微店自营 Own WeChat Store', ['CN']],
])

export const DEMO2_SHOPS = demoShopRows(DEMO_IDS.secondDistributor, [
  ['shopee', 'Second Shopee MY', ['MY']],
  ['amazon', 'Second Amazon US', ['US']],
  ['shopify', 'Second Shopify'],
])

/** Runs inside the demo seed's transaction, after the tenants exist. */
export async function seedDemoOrders(db: Database): Promise<void> {
  await db.insert(shops).values([...DEMO_SHOPS, ...DEMO2_SHOPS])
  await insertGeneratedOrders(db, DEMO_IDS.distributor, 0, DEMO_ORDER_COUNT)
  await insertGeneratedOrders(db, DEMO_IDS.secondDistributor, 0, DEMO2_ORDER_COUNT)
  await analyzeOrderTables(db)
}
