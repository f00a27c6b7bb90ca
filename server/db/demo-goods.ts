// Demo catalogue (issue 4): a product category tree, 32 product models (t-shirts, hoodies, mugs,
// phone cases, tote bags, posters …) with specs and print sides, brands, and 600 goods over the
// demo distributor's shops and channels in every status; a small catalogue for the second
// distributor (tenant isolation). Written with a few multi-row inserts and one INSERT … SELECT.
import { DEMO_IDS } from './demo-data'
import { analyzeGoodsTables, insertGeneratedGoods } from './generate-goods'
import { brands, productCategories, productSides, productSpecs, products } from './schema'
import { colourCode } from './sku-codes'
import type { Database } from './types'

export const DEMO_GOODS_COUNT = 600
export const DEMO2_GOODS_COUNT = 40

type Side = [name: string, width: number, height: number, x: number, y: number, zoom: number]
interface Model {
  title: string
  category: string
  colors: string[]
  sizes: string[]
  /** Yuan. */
  price: number
  cost: number
  weight: number
  sides: Side[]
}

const WHITE = '#FFFFFF'
const BLACK = '#000000'
const GREY = '#808080'
const NAVY = '#000080'
const RED = '#FF0000'
const PINK = '#FFC0CB'
const BEIGE = '#F5F5DC'
const GREEN = '#556B2F'
const SKY = '#87CEEB'
const KHAKI = '#C3B091'
const ADULT = ['S', 'M', 'L', 'XL', 'XXL', '3XL']
const KIDS = ['36', '38', '40', '42', '44']
const ONE = ['ONE']
const FRONT_BACK: Side[] = [
  ['正面 Front', 300, 400, 110, 90, 100],
  ['背面 Back', 300, 400, 110, 90, 100],
]
const SHIRT_SIDES: Side[] = [...FRONT_BACK, ['左袖 Left sleeve', 90, 90, 30, 60, 60]]

const CATEGORIES: [id: string, pid: string, title: string][] = [
  ['apparel', '0', '服装 Apparel'],
  ['tees', 'apparel', 'T恤 T-shirts'],
  ['hoodies', 'apparel', '卫衣 Hoodies'],
  ['kids', 'apparel', '童装 Kids'],
  ['home', '0', '家居 Home'],
  ['drinkware', 'home', '杯具 Drinkware'],
  ['decor', 'home', '装饰 Decor'],
  ['accessories', '0', '配件 Accessories'],
  ['phone', 'accessories', '手机壳 Phone cases'],
  ['bags', 'accessories', '包袋 Bags'],
  ['headwear', 'accessories', '帽子 Headwear'],
]

const MODELS: Model[] = [
  {
    title: '经典圆领T恤 Classic crew tee',
    category: 'tees',
    colors: [WHITE, BLACK, GREY, NAVY, RED],
    sizes: ADULT,
    price: 59,
    cost: 18,
    weight: 180,
    sides: SHIRT_SIDES,
  },
  {
    title: '纯棉重磅T恤 Heavyweight cotton tee',
    category: 'tees',
    colors: [WHITE, BLACK, BEIGE],
    sizes: ADULT,
    price: 79,
    cost: 26,
    weight: 240,
    sides: SHIRT_SIDES,
  },
  {
    title: '女款修身T恤 Women fitted tee',
    category: 'tees',
    colors: [WHITE, PINK, BLACK],
    sizes: ['S', 'M', 'L', 'XL'],
    price: 65,
    cost: 20,
    weight: 150,
    sides: FRONT_BACK,
  },
  {
    title: 'V领T恤 V-neck tee',
    category: 'tees',
    colors: [WHITE, GREY, NAVY],
    sizes: ADULT,
    price: 62,
    cost: 19,
    weight: 170,
    sides: FRONT_BACK,
  },
  {
    title: '长袖T恤 Long-sleeve tee',
    category: 'tees',
    colors: [WHITE, BLACK, GREEN],
    sizes: ADULT,
    price: 85,
    cost: 28,
    weight: 220,
    sides: SHIRT_SIDES,
  },
  {
    title: 'Polo衫 Polo shirt',
    category: 'tees',
    colors: [WHITE, NAVY, BLACK],
    sizes: ADULT,
    price: 99,
    cost: 35,
    weight: 230,
    sides: [['左胸 Left chest', 100, 100, 210, 120, 80]],
  },
  {
    title: '背心 Tank top',
    category: 'tees',
    colors: [WHITE, BLACK],
    sizes: ['S', 'M', 'L', 'XL'],
    price: 45,
    cost: 14,
    weight: 120,
    sides: FRONT_BACK,
  },
  {
    title: '连帽卫衣 Pullover hoodie',
    category: 'hoodies',
    colors: [BLACK, GREY, NAVY, BEIGE],
    sizes: ADULT,
    price: 169,
    cost: 62,
    weight: 560,
    sides: SHIRT_SIDES,
  },
  {
    title: '拉链卫衣 Zip hoodie',
    category: 'hoodies',
    colors: [BLACK, GREY],
    sizes: ADULT,
    price: 189,
    cost: 70,
    weight: 600,
    sides: [
      ['左胸 Left chest', 100, 100, 210, 120, 80],
      ['背面 Back', 300, 400, 110, 90, 100],
    ],
  },
  {
    title: '圆领卫衣 Crewneck sweatshirt',
    category: 'hoodies',
    colors: [GREY, BLACK, GREEN],
    sizes: ADULT,
    price: 149,
    cost: 55,
    weight: 500,
    sides: FRONT_BACK,
  },
  {
    title: '儿童T恤 Kids tee',
    category: 'kids',
    colors: [WHITE, SKY, PINK],
    sizes: KIDS,
    price: 49,
    cost: 15,
    weight: 110,
    sides: FRONT_BACK,
  },
  {
    title: '儿童卫衣 Kids hoodie',
    category: 'kids',
    colors: [GREY, NAVY],
    sizes: KIDS,
    price: 109,
    cost: 40,
    weight: 350,
    sides: FRONT_BACK,
  },
  {
    title: '婴儿连体衣 Baby bodysuit',
    category: 'kids',
    colors: [WHITE, PINK, SKY],
    sizes: ['33', '34', '35'],
    price: 55,
    cost: 17,
    weight: 90,
    sides: [['正面 Front', 150, 150, 80, 70, 100]],
  },
  {
    title: '陶瓷马克杯 11oz ceramic mug',
    category: 'drinkware',
    colors: [WHITE, BLACK],
    sizes: ONE,
    price: 39,
    cost: 11,
    weight: 350,
    sides: [['环绕 Wrap', 200, 85, 0, 10, 100]],
  },
  {
    title: '变色马克杯 Colour-changing mug',
    category: 'drinkware',
    colors: [BLACK],
    sizes: ONE,
    price: 59,
    cost: 19,
    weight: 380,
    sides: [['环绕 Wrap', 200, 85, 0, 10, 100]],
  },
  {
    title: '保温杯 Insulated tumbler',
    category: 'drinkware',
    colors: [WHITE, BLACK, PINK],
    sizes: ['350ML', '500ML'],
    price: 89,
    cost: 32,
    weight: 420,
    sides: [['环绕 Wrap', 220, 120, 0, 20, 90]],
  },
  {
    title: '珐琅杯 Enamel camp mug',
    category: 'drinkware',
    colors: [WHITE],
    sizes: ONE,
    price: 49,
    cost: 16,
    weight: 250,
    sides: [['正面 Front', 80, 70, 20, 10, 100]],
  },
  {
    title: '抱枕 Throw pillow',
    category: 'decor',
    colors: [WHITE, BEIGE],
    sizes: ['40CM', '45CM', '50CM'],
    price: 69,
    cost: 22,
    weight: 400,
    sides: FRONT_BACK,
  },
  {
    title: '海报 Poster',
    category: 'decor',
    colors: [WHITE],
    sizes: ['A4', 'A3', 'A2'],
    price: 29,
    cost: 6,
    weight: 80,
    sides: [['正面 Front', 297, 420, 0, 0, 100]],
  },
  {
    title: '装饰画 Framed canvas',
    category: 'decor',
    colors: [WHITE, BLACK],
    sizes: ['30X40', '40X60', '60X90'],
    price: 159,
    cost: 58,
    weight: 1800,
    sides: [['正面 Front', 400, 600, 0, 0, 100]],
  },
  {
    title: '挂毯 Wall tapestry',
    category: 'decor',
    colors: [WHITE],
    sizes: ['S', 'M', 'L'],
    price: 99,
    cost: 30,
    weight: 600,
    sides: [['正面 Front', 1300, 1500, 0, 0, 100]],
  },
  {
    title: '地垫 Door mat',
    category: 'decor',
    colors: [KHAKI],
    sizes: ['40X60', '60X90'],
    price: 79,
    cost: 27,
    weight: 1500,
    sides: [['正面 Front', 600, 400, 0, 0, 100]],
  },
  {
    title: 'iPhone 15 手机壳 iPhone 15 case',
    category: 'phone',
    colors: [BLACK, WHITE],
    sizes: ONE,
    price: 45,
    cost: 9,
    weight: 40,
    sides: [['背面 Back', 72, 148, 0, 0, 100]],
  },
  {
    title: 'iPhone 15 Pro 手机壳 iPhone 15 Pro case',
    category: 'phone',
    colors: [BLACK, WHITE],
    sizes: ONE,
    price: 45,
    cost: 9,
    weight: 40,
    sides: [['背面 Back', 71, 147, 0, 0, 100]],
  },
  {
    title: '三星 S24 手机壳 Galaxy S24 case',
    category: 'phone',
    colors: [BLACK],
    sizes: ONE,
    price: 42,
    cost: 9,
    weight: 38,
    sides: [['背面 Back', 71, 147, 0, 0, 100]],
  },
  {
    title: '磁吸手机壳 MagSafe tough case',
    category: 'phone',
    colors: [BLACK, SKY],
    sizes: ONE,
    price: 69,
    cost: 18,
    weight: 55,
    sides: [['背面 Back', 72, 148, 0, 0, 100]],
  },
  {
    title: '帆布托特包 Canvas tote bag',
    category: 'bags',
    colors: [BEIGE, BLACK],
    sizes: ONE,
    price: 39,
    cost: 10,
    weight: 150,
    sides: FRONT_BACK,
  },
  {
    title: '束口袋 Drawstring bag',
    category: 'bags',
    colors: [BLACK, NAVY, RED],
    sizes: ONE,
    price: 29,
    cost: 8,
    weight: 90,
    sides: [['正面 Front', 280, 320, 20, 40, 100]],
  },
  {
    title: '双肩包 Backpack',
    category: 'bags',
    colors: [BLACK, GREY],
    sizes: ONE,
    price: 139,
    cost: 52,
    weight: 700,
    sides: [['正面 Front', 200, 250, 60, 120, 90]],
  },
  {
    title: '棒球帽 Baseball cap',
    category: 'headwear',
    colors: [BLACK, WHITE, NAVY, KHAKI],
    sizes: ['M', 'L'],
    price: 59,
    cost: 18,
    weight: 110,
    sides: [['正面 Front', 110, 55, 0, 0, 80]],
  },
  {
    title: '渔夫帽 Bucket hat',
    category: 'headwear',
    colors: [BLACK, BEIGE],
    sizes: ['M', 'L'],
    price: 65,
    cost: 21,
    weight: 120,
    sides: [['正面 Front', 120, 50, 0, 0, 80]],
  },
  {
    title: '针织帽 Knit beanie',
    category: 'headwear',
    colors: [BLACK, GREY, RED],
    sizes: ONE,
    price: 49,
    cost: 15,
    weight: 90,
    sides: [['正面 Front', 80, 40, 0, 0, 70]],
  },
]

export const DEMO_BRANDS: [name: string, description: string][] = [
  ['潮印 InkWave', '街头潮流原创印花 Street-style original prints'],
  ['拾光 Lumen', '极简线条与城市插画 Minimal lines and city illustrations'],
  ['萌宠社 PetPals', '猫狗主题 Cats and dogs'],
  ['山野 WildTrail', '户外与露营 Outdoors and camping'],
  ['国潮坊 Guochao', '国风纹样 Chinese patterns'],
  ['Retro Pixel', '复古像素游戏风 Retro pixel art'],
]

/** The outline a category's tile draws (viewBox 120 × 120); the body is filled with the colour. */
const TILE_SHAPES: Record<string, string> = {
  // A tee's silhouette: neck, shoulders, sleeves, body (the side photos' garment, side-photo.ts).
  tees: 'M44 18 Q60 28 76 18 L96 26 L108 48 L94 55 L92 50 L92 104 L28 104 L28 50 L26 55 L12 48 L24 26 Z',
  // The same with a hood behind the neck.
  hoodies: 'M40 20 Q44 6 60 6 Q76 6 80 20 L96 26 L108 50 L94 56 L92 52 L92 104 L28 104 L28 52 L26 56 L12 50 L24 26 Z',
  kids: 'M46 26 Q60 34 74 26 L90 32 L100 50 L88 55 L86 51 L86 98 L34 98 L34 51 L32 55 L20 50 L30 32 Z',
  // A mug: body and handle.
  drinkware:
    'M30 30 H82 V92 Q82 100 74 100 H38 Q30 100 30 92 Z M82 44 Q100 44 100 60 Q100 76 82 76 V68 Q92 68 92 60 Q92 52 82 52 Z',
  // A cushion with soft corners.
  decor: 'M22 26 Q60 18 98 26 Q104 60 98 94 Q60 102 22 94 Q16 60 22 26 Z',
  // A phone case with its camera window.
  phone: 'M40 12 H80 Q90 12 90 22 V98 Q90 108 80 108 H40 Q30 108 30 98 V22 Q30 12 40 12 Z M40 20 V36 H56 V20 Z',
  // A tote with its handles.
  bags: 'M26 44 H94 L90 104 H30 Z M44 44 Q44 20 60 20 Q76 20 76 44 H70 Q70 27 60 27 Q50 27 50 44 Z',
  // A cap: crown and peak.
  headwear: 'M24 74 Q24 30 60 30 Q96 30 96 74 Z M60 74 H112 Q108 86 92 86 H60 Z',
}

/** Where a tile's label sits when not at the middle (x, y): on the mug's body, in the cap's crown. */
const LABEL_AT: Record<string, [number, number]> = { drinkware: [56, 70], headwear: [60, 64] }

/**
 * Product image (a data URL, nothing to download): the product's outline in its first colour on a
 * light tile, with the first word of its name; a plain rounded panel for a category without one.
 * The demo has no photographs.
 */
export function modelImage(title: string, color: string, category?: string) {
  const label = title.split(' ')[0]!.slice(0, 4)
  const light = color === WHITE || color === BEIGE || color === PINK || color === SKY || color === KHAKI
  const ink = light ? '%23333' : '%23fff'
  const fill = color.replace('#', '%23')
  const shape = category ? TILE_SHAPES[category] : undefined
  const body = shape
    ? `<path d='${shape}' fill='${fill}' fill-rule='evenodd' stroke='%23999' stroke-linejoin='round'/>`
    : `<rect x='25' y='20' width='70' height='80' rx='10' fill='${fill}' stroke='%23999'/>`
  const [x, y] = (category && LABEL_AT[category]) || [60, 70]
  return `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'><rect width='120' height='120' rx='12' fill='%23eef0f3'/>${body}<text x='${x}' y='${y}' font-size='12' text-anchor='middle' fill='${ink}'>${encodeURIComponent(label)}</text></svg>`
}

export function catalogueRows(tenant: string, models: Model[] = MODELS, categories = CATEGORIES) {
  const cat = (key: string) => (key === '0' ? '0' : `${tenant}-pc-${key}`)
  const categoryRows = categories.map(([id, pid, title], sort) => ({
    id: cat(id),
    did: tenant,
    pid: cat(pid),
    title,
    sort,
  }))
  const productRows = models.map((model, index) => ({
    id: `${tenant}-p${index + 1}`,
    did: tenant,
    categoryId: cat(model.category),
    title: model.title,
    code: `PM-${String(index + 1).padStart(3, '0')}`,
    image: modelImage(model.title, model.colors[0]!, model.category),
    description: model.title,
    weight: model.weight,
    minPrice: model.price * 100,
    maxPrice: Math.round(model.price * 1.8) * 100,
    minQuantity: 1,
    shared: index % 3 === 0,
  }))
  const specRows = models.flatMap((model, index) =>
    model.colors.flatMap((color, c) =>
      model.sizes.map((size, s) => ({
        id: `${tenant}-p${index + 1}-s${c + 1}-${s + 1}`,
        did: tenant,
        productId: `${tenant}-p${index + 1}`,
        color,
        size,
        sku: `PM-${String(index + 1).padStart(3, '0')}-${colourCode(color)}-${size}`,
        // Bigger sizes cost a little more (from XXL up).
        price: (model.price + (s >= 4 ? 5 * (s - 3) : 0)) * 100,
        cost: (model.cost + (s >= 4 ? 2 * (s - 3) : 0)) * 100,
      })),
    ),
  )
  const sideRows = models.flatMap((model, index) =>
    model.sides.map(([name, width, height, x, y, zoom], sort) => ({
      id: `${tenant}-p${index + 1}-d${sort + 1}`,
      did: tenant,
      productId: `${tenant}-p${index + 1}`,
      name,
      width,
      height,
      x,
      y,
      zoom,
      sort,
    })),
  )
  return { categoryRows, productRows, specRows, sideRows }
}

export async function insertCatalogue(db: Database, tenant: string, models?: Model[], brandCount = DEMO_BRANDS.length) {
  const rows = catalogueRows(tenant, models)
  await db.insert(productCategories).values(rows.categoryRows)
  await db.insert(products).values(rows.productRows)
  await db.insert(productSpecs).values(rows.specRows)
  await db.insert(productSides).values(rows.sideRows)
  await db.insert(brands).values(
    DEMO_BRANDS.slice(0, brandCount).map(([name, description], index) => ({
      id: `${tenant}-b${index + 1}`,
      did: tenant,
      name,
      description,
    })),
  )
}

/** Runs inside the demo seed's transaction, after the shops exist. */
export async function seedDemoGoods(db: Database): Promise<void> {
  await insertCatalogue(db, DEMO_IDS.distributor)
  await insertCatalogue(db, DEMO_IDS.secondDistributor, MODELS.slice(0, 4), 2)
  await insertGeneratedGoods(db, DEMO_IDS.distributor, 0, DEMO_GOODS_COUNT)
  await insertGeneratedGoods(db, DEMO_IDS.secondDistributor, 0, DEMO2_GOODS_COUNT)
  await analyzeGoodsTables(db)
}
