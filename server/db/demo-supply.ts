// Demo supply (issue 4): the demo factory (China) with 20 products and three more factories in
// Vietnam, Türkiye and the United States bound to the demo distributor (tenants without sign-in,
// so "Global factories" has countries to filter by); the demo supplier's own product models and
// the supplied products that link them, priced a little above the models' cost.
import { inArray } from 'drizzle-orm'
import { ACCOUNT_TYPE } from '../../src/contract/constants'
import type { ManufacturerCategory, ManufacturerSpecPrice, PrintMethod } from '../../src/contract/supply'
import { DEMO_IDS } from './demo-data'
import { catalogueRows, modelImage } from './demo-goods'
import {
  distributorPartners,
  distributors,
  manufacturerProducts,
  manufacturerProfiles,
  productCategories,
  productSides,
  productSpecs,
  products,
  supplierProducts,
} from './schema'
import type { Database } from './types'

export const DEMO_FACTORIES = [
  { id: DEMO_IDS.factory, country: 'CN', name: '演示工厂 Demo Factory', products: 20 },
  { id: 'd-demo-factory-vn', country: 'VN', name: '胡志明制衣 Saigon Garments', products: 7 },
  { id: 'd-demo-factory-tr', country: 'TR', name: '伊斯坦布尔纺织 Istanbul Textile', products: 6 },
  { id: 'd-demo-factory-us', country: 'US', name: '洛杉矶印花 LA Print Works', products: 5 },
] as const

type Template = [
  title: string,
  base: string,
  category: ManufacturerCategory,
  colors: string[],
  sizes: string[],
  price: number,
  methods: PrintMethod[],
  color: string,
]
const ADULT = ['S', 'M', 'L', 'XL', 'XXL']
const ONE = ['ONE']
/** The catalogue's tile outline (demo-goods.ts) for a factory product's category. */
const TILE_OF: Record<string, string> = { apparel: 'tees', bags: 'bags', drinkware: 'drinkware', phone_cases: 'phone' }

const TEMPLATES: Template[] = [
  [
    '纯棉圆领T恤 Cotton crew tee',
    'Gildan 5000',
    'apparel',
    ['White', 'Black', 'Navy'],
    ADULT,
    16,
    ['dtg', 'screen', 'heat_transfer'],
    '#FFFFFF',
  ],
  [
    '重磅T恤 Heavyweight tee',
    'Comfort Colors 1717',
    'apparel',
    ['White', 'Black', 'Beige'],
    ADULT,
    24,
    ['dtg', 'screen'],
    '#F5F5DC',
  ],
  [
    '连帽卫衣 Pullover hoodie',
    'Gildan 18500',
    'apparel',
    ['Black', 'Grey'],
    ADULT,
    48,
    ['dtg', 'embroidery'],
    '#808080',
  ],
  [
    '圆领卫衣 Crewneck sweatshirt',
    'Gildan 18000',
    'apparel',
    ['Navy', 'Grey'],
    ADULT,
    42,
    ['dtg', 'screen'],
    '#000080',
  ],
  [
    '速干运动T恤 Performance tee',
    'Sport-Tek ST350',
    'apparel',
    ['White', 'Red'],
    ADULT,
    20,
    ['sublimation'],
    '#FF0000',
  ],
  ['帆布托特包 Canvas tote', '12oz canvas', 'bags', ['Natural', 'Black'], ONE, 12, ['screen', 'dtg'], '#C3B091'],
  [
    '束口袋 Drawstring bag',
    '210D polyester',
    'bags',
    ['Black', 'Red'],
    ONE,
    6,
    ['sublimation', 'heat_transfer'],
    '#000000',
  ],
  ['陶瓷马克杯 Ceramic mug 11oz', 'ORCA 11oz', 'drinkware', ['White'], ONE, 9, ['sublimation'], '#FFFFFF'],
  ['变色杯 Colour-changing mug', 'Magic 11oz', 'drinkware', ['Black'], ONE, 14, ['sublimation'], '#000000'],
  [
    '不锈钢保温杯 Steel tumbler 20oz',
    'Skinny 20oz',
    'drinkware',
    ['Silver', 'White'],
    ONE,
    28,
    ['uv', 'sublimation'],
    '#C0C0C0',
  ],
  ['抱枕套 Cushion cover', 'Peach skin 45cm', 'home', ['White'], ['40cm', '45cm'], 11, ['sublimation'], '#FFFFFF'],
  ['帆布挂画 Canvas print', 'Pine frame', 'home', ['White'], ['30x40', '40x60', '60x90'], 35, ['uv'], '#EEEEEE'],
  [
    'iPhone手机壳 iPhone case',
    'TPU soft case',
    'phone_cases',
    ['Clear', 'Black'],
    ['iPhone 15', 'iPhone 16'],
    8,
    ['uv'],
    '#DDDDDD',
  ],
  [
    '安卓手机壳 Android case',
    'PC hard case',
    'phone_cases',
    ['Black'],
    ['Galaxy S24', 'Pixel 9'],
    8,
    ['uv'],
    '#333333',
  ],
  [
    '笔记本 A5 notebook',
    'Hardcover 96 sheets',
    'stationery',
    ['White'],
    ['A5'],
    10,
    ['uv', 'heat_transfer'],
    '#FFFFFF',
  ],
  ['贴纸 Die-cut stickers', 'Vinyl 3in', 'stationery', ['White'], ['3in', '4in'], 1, ['uv'], '#FFFFFF'],
  ['棒球帽 Baseball cap', 'Yupoong 6245', 'headwear', ['Black', 'Khaki'], ONE, 18, ['embroidery'], '#C3B091'],
  [
    '渔夫帽 Bucket hat',
    'Cotton twill',
    'headwear',
    ['Beige', 'Black'],
    ['M', 'L'],
    16,
    ['embroidery', 'heat_transfer'],
    '#F5F5DC',
  ],
  [
    '帆布鞋 Canvas sneakers',
    'Low-top canvas',
    'footwear',
    ['White'],
    ['38', '40', '42', '44'],
    65,
    ['uv', 'sublimation'],
    '#FFFFFF',
  ],
  ['人字拖 Flip-flops', 'EVA sole', 'footwear', ['Black'], ['38', '40', '42'], 12, ['sublimation'], '#000000'],
]

function specsOf([, , , colors, sizes, price]: Template, factor: number): ManufacturerSpecPrice[] {
  return colors.flatMap((color) =>
    sizes.map((size, index) => ({ color, size, price: Math.round(price * factor * 100) + (index >= 3 ? 200 : 0) })),
  )
}

function manufacturerRows() {
  return DEMO_FACTORIES.flatMap((factory, f) =>
    Array.from({ length: factory.products }, (_, i) => {
      const template = TEMPLATES[(i + f * 5) % TEMPLATES.length]!
      // Factories abroad cost more; each lists at its own prices and lead times.
      const factor = [1, 1.15, 1.3, 1.9][f]!
      const specs = specsOf(template, factor)
      return {
        id: `${factory.id}-mp${i + 1}`,
        did: factory.id,
        title: template[0],
        baseModel: template[1],
        category: template[2],
        image: modelImage(template[0].split(' ').slice(1).join(' ') || template[0], template[7], TILE_OF[template[2]]),
        description: `${template[1]} · ${template[0]}`,
        specs,
        minPrice: Math.min(...specs.map((spec) => spec.price)),
        leadDays: 3 + ((i * 3 + f * 4) % 12),
        minQuantity: [1, 10, 20, 50, 100][(i + f) % 5]!,
        printMethods: template[6],
        // A couple of the demo factory's products are switched off (it sees them, sellers do not).
        status: factory.id === DEMO_IDS.factory && i % 9 === 8 ? 'disabled' : 'enabled',
      }
    }),
  )
}

const SUPPLIER_MODELS = 10
const SUPPLIED = 8

/** Runs inside the demo seed's transaction, after the demo tenants and bindings exist. */
export async function seedDemoSupply(db: Database): Promise<void> {
  const abroad = DEMO_FACTORIES.filter((factory) => factory.id !== DEMO_IDS.factory)
  // A forced re-seed deletes the demo tenants; these extra ones go the same way (cascading).
  await db.delete(distributors).where(
    inArray(
      distributors.id,
      abroad.map((factory) => factory.id),
    ),
  )
  await db
    .insert(distributors)
    .values(abroad.map((factory) => ({ id: factory.id, type: ACCOUNT_TYPE.manufacturer, name: factory.name })))
  await db.insert(distributorPartners).values(
    abroad.map((factory) => ({
      distributorId: DEMO_IDS.distributor,
      partnerId: factory.id,
      partnerType: ACCOUNT_TYPE.manufacturer,
    })),
  )
  await db
    .insert(manufacturerProfiles)
    .values(DEMO_FACTORIES.map((factory) => ({ did: factory.id, country: factory.country })))
  await db.insert(manufacturerProducts).values(manufacturerRows())

  // The supplier's product models: the first ten of the demo catalogue, in its own tenant.
  const catalogue = catalogueRows(DEMO_IDS.supplier)
  const models = catalogue.productRows.slice(0, SUPPLIER_MODELS)
  const modelIds = new Set(models.map((model) => model.id))
  await db.insert(productCategories).values(catalogue.categoryRows)
  await db.insert(products).values(models)
  const specs = catalogue.specRows.filter((spec) => modelIds.has(spec.productId))
  await db.insert(productSpecs).values(specs)
  await db.insert(productSides).values(catalogue.sideRows.filter((side) => modelIds.has(side.productId)))
  await db.insert(supplierProducts).values(
    models.slice(0, SUPPLIED).map((model, i) => {
      const specPrices = specs
        .filter((spec) => spec.productId === model.id)
        .map((spec) => ({ specId: spec.id, price: Math.round(spec.cost * 1.25) }))
      return {
        id: `sp-demo-${i + 1}`,
        did: DEMO_IDS.supplier,
        productId: model.id,
        specPrices,
        minPrice: Math.min(...specPrices.map((spec) => spec.price)),
        stock: [500, 1200, 80, 0, 300, 2500, 150, 60][i]!,
        status: i === SUPPLIED - 1 ? 'disabled' : 'enabled',
      }
    }),
  )
}
