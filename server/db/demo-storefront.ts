// Demo storefront (issue 18): the demo seller's own shop (custom channel) opens as a real store
// after `npm start` — a banner and a notice, navigation to a themed collection, recommended goods
// (the shop's goods on sale), two counters (kiosks with QR codes) and a coupon (10 off over 50,
// 100 issued, one per member). The banner and cover are drawn here and stored like page images
// the seller uploads. Opens at /dis/store/<shop id> (printed in the start-up banner).

import { and, asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { FileStorage } from '../lib/file-storage'
import { newId } from '../lib/ids'
import { STOREFRONT_CHANNEL } from '../modules/storefront/access'
import { DEMO_IDS } from './demo-data'
import { DEMO_SHOPS } from './demo-orders'
import { counters, coupons, goods, goodsPool, pageImages, pageModules, shopSettings, subjects } from './schema'
import type { Database } from './types'

const D = DEMO_IDS.distributor
export const DEMO_STORE_SHOP = DEMO_SHOPS.find((shop) => shop.channel === STOREFRONT_CHANNEL)!
const DAY = 86_400_000

const banner = () =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7a45"/><stop offset="1" stop-color="#ffc53d"/></linearGradient></defs>
  <rect width="1200" height="480" fill="url(#g)"/>
  <circle cx="980" cy="120" r="260" fill="#fff1b8" opacity="0.55"/>
  <path d="M0 380 Q300 300 600 380 T1200 380 V480 H0 Z" fill="#1b4fd6" opacity="0.85"/>
</svg>`)
const cover = () =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="#13315c"/>
  ${Array.from({ length: 6 }, (_, i) => `<circle cx="${120 + i * 110}" cy="${300 + (i % 2 ? 60 : -60)}" r="70" fill="${['#36cfc9', '#ffd666', '#ff7a45'][i % 3]}"/>`).join('')}
</svg>`)

async function storeImage(db: Database, storage: FileStorage, name: string, svg: Buffer): Promise<string> {
  const body = await sharp(svg).jpeg({ quality: 82 }).toBuffer()
  const id = newId()
  const storageKey = `page-images/${D}/${id}.jpg`
  await storage.put(storageKey, body)
  await db.insert(pageImages).values({ id, did: D, name, storageKey, format: 'jpeg', bytes: body.length })
  return id
}

/** Runs inside the demo seed's transaction, after the goods exist. */
export async function seedDemoStorefront(db: Database, storage: FileStorage): Promise<void> {
  const shopId = DEMO_STORE_SHOP.id
  const onSale = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.did, D), eq(goods.shopId, shopId), eq(goods.status, 'on_sale')))
    .orderBy(asc(goods.id))
    .limit(12)
  const ids = onSale.map((row) => row.id)
  const bannerId = await storeImage(db, storage, 'summer-banner.jpg', banner())
  const coverId = await storeImage(db, storage, 'summer-picks-cover.jpg', cover())
  const subjectId = `${D}-subject-summer`

  await db.insert(shopSettings).values({ shopId, did: D, template: 'classic' })
  await db.insert(counters).values([
    {
      id: `${D}-counter-mall`,
      did: D,
      shopId,
      name: '万象城柜台 Mall kiosk',
      area: ['广东省', '深圳市', '罗湖区'],
      address: '宝安南路 1881 号 L1',
      deviceCode: 'KIOSK-001',
    },
    {
      id: `${D}-counter-airport`,
      did: D,
      shopId,
      name: '机场柜台 Airport counter',
      area: ['广东省', '深圳市', '宝安区'],
      address: 'T3 航站楼出发层',
      deviceCode: 'KIOSK-002',
    },
  ])
  await db.insert(pageModules).values([
    {
      id: `${D}-module-banner`,
      did: D,
      shopId,
      kind: 'banner',
      title: '夏日上新 Summer drop',
      image: bannerId,
      link: `#${subjectId}`,
      sort: 0,
    },
    {
      id: `${D}-module-notice`,
      did: D,
      shopId,
      kind: 'notice',
      text: '满 50 减 10，每人限领一张 · 10 off orders over 50, one per member',
      sort: 1,
    },
    {
      id: `${D}-module-nav`,
      did: D,
      shopId,
      kind: 'nav',
      title: '夏日精选 Summer picks',
      link: `#${subjectId}`,
      sort: 2,
    },
  ])
  await db.insert(subjects).values({
    id: subjectId,
    did: D,
    shopId,
    title: '夏日精选 Summer picks',
    cover: coverId,
    goodsIds: ids.slice(0, 4),
    sort: 0,
  })
  if (ids.length > 0)
    await db.insert(goodsPool).values(ids.slice(0, 8).map((goodsId, sort) => ({ did: D, shopId, goodsId, sort })))
  const now = Date.now()
  await db.insert(coupons).values({
    id: `${D}-coupon-10off50`,
    did: D,
    name: '满50减10 10 off over 50',
    kind: 'amount',
    amountOff: 1000,
    minAmount: 5000,
    quantity: 100,
    perMember: 1,
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 90 * DAY),
    shopIds: [shopId],
  })
}
