// Owns every route of SPEC.md §2: URL, title, icon, permission keys, menu placement, tab behaviour.
import { msg } from '@lingui/core/macro'
import {
  IconAd2,
  IconBuildingFactory2,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconDashboard,
  IconFileImport,
  IconFolders,
  IconPackage,
  IconPalette,
  IconPhoto,
  IconReportAnalytics,
  IconSeo,
  IconShoppingCart,
  IconSparkles,
  IconTruckDelivery,
  IconUserCircle,
  IconWorldUpload,
} from '@tabler/icons-react'
import { detail, external, group, page, publicPage, type RouteNode } from './route-node'
import { CHANNEL_GROUPS } from './route-table-channels'

/** Routes outside the layout that need no sign-in (SPEC.md §2 access guard). */
const PUBLIC_ROUTES: RouteNode[] = [
  publicPage('/login', msg`Sign in`),
  publicPage('/register', msg`Register`),
  publicPage('/registerResult', msg`Registration result`),
  publicPage('/user/register-result', msg`Registration result`),
  publicPage('/distribution/bind', msg`Bind distributor`),
  publicPage('/test/home', msg`System status`),
  publicPage('/403', msg`No access`),
  publicPage('/404', msg`Page not found`),
  publicPage('/500', msg`Server error`),
]

const dashboard = group(
  'dashboard',
  msg`Dashboard`,
  [
    page('/dashboard/analysis', msg`Analysis`, { permission: ['framework'] }),
    page('/dashboard/workplace', msg`Workplace`, { permission: ['workplace'] }),
    // The monitor opens the public status page (version, API health, connectivity) in a new tab.
    external('/dis/test/home', msg`Monitor`),
    page('/distribution/manufacturer/product/list', msg`Global factories`, {
      permission: ['manufacturer_product_list'],
    }),
    detail('/distribution/manufacturer/product/detail/$id', msg`Factory product detail`, {
      permission: ['manufacturer_product_detail'],
    }),
  ],
  { icon: IconDashboard, permission: ['dashboard'] },
)

const storefront = group(
  'storefront',
  msg`Storefront modules`,
  [
    page('/coupon/list', msg`Coupons`),
    page('/setting/page/module/fixed', msg`Page settings`),
    page('/setting/page/module/subject', msg`Topic modules`),
    page('/setting/goods/pool', msg`Recommended goods`),
    page('/upload', msg`Page images`),
  ],
  { icon: IconAd2, permission: ['setting'] },
)

const product = group(
  'product',
  msg`Product`,
  [
    page('/product/list', msg`Creation models`, { permission: ['product_list'] }),
    page('/price/template', msg`Listing settings`, { permission: ['price_template_list'] }),
  ],
  { icon: IconPackage, permission: ['product'] },
)

const shops = group(
  'shops',
  msg`Shop management`,
  [
    page('/shop/list', msg`Shops`, { permission: ['shop_manage'] }),
    page('/shop/counter', msg`Smart counters`, { permission: ['special_counter'] }),
    page('/shop/member', msg`Shop members`, { permission: ['shop_manage'] }),
  ],
  { icon: IconBuildingStore, permission: ['shop_manage'] },
)

// No group key of its own: team members (id ≠ did) land on the common materials.
const resources = group(
  'resources',
  msg`Resources`,
  [
    page('/material/common/list', msg`Common materials`, { permission: ['material_list'] }),
    page('/product/common/list', msg`Common products`, { permission: ['product_list'] }),
  ],
  { icon: IconFolders },
)

const materials = group(
  'materials',
  msg`Materials`,
  [
    external('/dis/mi/', msg`Text editor`, { permission: ['material_upload'] }),
    page('/material/upload', msg`Upload materials`, { permission: ['material_upload'] }),
    page('/material/list', msg`My materials`, { permission: ['material_list'] }),
    page('/material/font/list', msg`Fonts`, { permission: ['material_list'] }),
    page('/material/category', msg`Pattern categories`, { permission: ['material_category'] }),
    page('/material/public/list', msg`Public materials`, { permission: ['material_list'] }),
  ],
  { icon: IconPhoto, permission: ['material_list_hidden'] },
)

const creation = group(
  'creation',
  msg`Creation`,
  [
    external('/dis/pcdiy/', msg`Online creation`, { permission: ['customized'] }),
    external('/dis/batch/', msg`Batch creation`, { permission: ['batch_customized'] }),
    page('/goods/list', msg`Goods list`, { permission: ['goods_list'] }),
    page('/goods/new/list', msg`New arrivals`, { permission: ['goods_new'] }),
    page('/product/brand', msg`Brands`, { permission: ['brand_list'] }),
  ],
  { icon: IconPalette, permission: ['goods'] },
)

const instantCreation = group(
  'instant-creation',
  msg`Instant creation`,
  [
    page('/goods/generate/strategy', msg`Generation strategies`, { permission: ['goods_generate_strategy'] }),
    page('/goods/generate/bg', msg`Background generation`, { permission: ['goods_generate_strategy'] }),
    page('/goods/immediate/list', msg`Instant goods`, { permission: ['goods_immediate'] }),
  ],
  { icon: IconSparkles, permission: ['goods_immediate'] },
)

const listing = group(
  'listing',
  msg`Listing`,
  [...CHANNEL_GROUPS, page('/platform/code/list', msg`Product codes`, { permission: ['product_code'] })],
  { icon: IconWorldUpload, permission: ['platform'] },
)

const seo = group(
  'seo',
  msg`SEO`,
  [
    page('/seo/title/list', msg`SEO titles`),
    page('/seo/keyword/list', msg`Search terms`),
    page('/seo/ai/content', msg`AI content`),
  ],
  { icon: IconSeo, permission: ['platform_seo'] },
)

const orderImport = group(
  'order-import',
  msg`Order import`,
  [
    page('/platform/sale/import/common', msg`Batch import`, { permission: ['platform_batch_import'] }),
    page('/platform/sale/import/amazon', msg`Amazon import`, { permission: ['platform_amazon_import'] }),
    page('/platform/sale/import/native', msg`Taobao import`, { permission: ['platform_native_import'] }),
    page('/platform/sale/import/tyzb', msg`Live-stream import`, { permission: ['platform_dyzb_import'] }),
    page('/platform/sale/import/laizand', msg`Lazada import`, { permission: ['platform_laizand_import'] }),
    page('/platform/sale/import/erp', msg`ERP import`, { permission: ['platform_third_erp_import'] }),
    page('/platform/sale/import/custom', msg`Custom import`, { permission: ['platform_custom_import'] }),
    page('/platform/sale/import/tiktok', msg`TikTok import`, { permission: ['platform_tiktok_import'] }),
  ],
  { icon: IconFileImport, permission: ['platform_import'] },
)

const orders = group(
  'orders',
  msg`Orders`,
  [
    page('/sale/statistics', msg`Sales statistics`, { permission: ['sale_statistics'] }),
    page('/sale/order', msg`Sales orders`, { permission: ['sale_order'] }),
    page('/sale/refund', msg`Refunds`, { permission: ['sale_refund'] }),
    detail('/sale/order/detail', msg`Order details`, { permission: ['sale_order'] }),
    detail('/sale/refund/detail', msg`Refund details`, { permission: ['sale_refund'] }),
    page('/goods/comment/list', msg`Reviews`, { permission: ['goods_comment'] }),
    page('/sale/cart', msg`Cart`, { permission: ['sale_order'], hidden: true }),
    orderImport,
  ],
  { icon: IconShoppingCart, permission: ['sale'] },
)

const purchasing = group(
  'purchasing',
  msg`Purchasing`,
  [
    page('/cooperate/goods/list', msg`Supplier goods`, { permission: ['cooperate_goods_list'] }),
    page('/distribution/supplier/list', msg`Suppliers`, { permission: ['distribution_supplier_list'] }),
    detail('/cooperate/product/list', msg`Supplier products`, { permission: ['cooperate_goods_list'] }),
    page('/purchase/list', msg`Purchase orders`, { permission: ['purchase_list'] }),
    page('/distribution/settlement/list', msg`Settlement records`, { permission: ['distribution_settlement_list'] }),
  ],
  // Suppliers hold purchase_list without the group key: the purchase orders addressed to them.
  { icon: IconTruckDelivery, permission: ['cooperate', 'purchase_list'] },
)

const reports = group(
  'reports',
  msg`Reports`,
  [page('/sale/unpaid/export/list', msg`Payment records`, { permission: ['report_unpaid'] })],
  { icon: IconReportAnalytics, permission: ['report'] },
)

const supply = group(
  'supply',
  msg`Supply`,
  [
    group(
      'supplier-products',
      msg`Product management`,
      [
        // The same screen as Product › Creation models, offered here to supplier accounts.
        page('/product/list', msg`Products`, { permission: ['product_list'], alias: true }),
        page('/distribution/supplier/product/list', msg`Supplied products`, {
          permission: ['distribution_supplier_product_list'],
        }),
      ],
      { path: '/distribution/supplier/product/manage', permission: ['distribution_supplier_product'] },
    ),
    page('/express/list', msg`Shipping list`, { permission: ['express_list'] }),
    page('/distribution/distributor/list', msg`Distributors`, { permission: ['distribution_distributor_list'] }),
    page('/distribution/supplier/settlement/list', msg`Pending settlement`, {
      permission: ['distribution_supplier_settlement_list'],
    }),
    page('/account/business', msg`Team management`, { permission: ['customer'] }),
    detail('/distribution/factory/product/list', msg`Factory products`, { permission: ['factory_product_list'] }),
  ],
  { icon: IconBuildingWarehouse, permission: ['distribution'] },
)

const production = page('/distribution/production/list', msg`Production`, {
  icon: IconBuildingFactory2,
  permission: ['production'],
})

const FINANCE_KEYS = ['distribution_settlement_list', 'distribution_supplier_settlement_list'] as const

const mine = group(
  'mine',
  msg`Mine`,
  [
    page('/platform/shop/list', msg`My shops`, { permission: ['platform_shop_list'] }),
    // The finance sources answer to the settlement keys (SPEC.md §6 has no finance key of its own).
    page('/account/finance/item', msg`Financial details`, { permission: FINANCE_KEYS }),
    page('/account/recharge', msg`Top-up`, { permission: FINANCE_KEYS }),
    page('/account/recharge/item', msg`Top-up records`, { permission: FINANCE_KEYS }),
    page('/manual-sync/sale-order', msg`Manual order sync`),
    // Every signed-in account's own notices (issue 20); opened from the header's bell.
    page('/account/notice', msg`My notifications`, { hidden: true }),
    group(
      'settings',
      msg`Settings`,
      [
        page('/account/settings/base', msg`Basic settings`, { hidden: true }),
        page('/account/settings/custom', msg`Personalization`, { hidden: true }),
        page('/account/settings/binding', msg`Account binding`, { hidden: true }),
        page('/account/settings/notification', msg`Notifications`, { hidden: true }),
      ],
      { path: '/account/settings', singleton: true },
    ),
  ],
  { icon: IconUserCircle },
)

/**
 * The authenticated menu, in menu order: by how often a day's work opens it. Orders, goods,
 * purchasing and supply come first, so a desktop top menu that has to fold groups under "···"
 * folds the ones opened least (storefront modules, SEO), not the ones opened all day.
 */
export const MENU_ROUTES: RouteNode[] = [
  dashboard,
  orders,
  creation,
  purchasing,
  supply,
  production,
  listing,
  shops,
  reports,
  instantCreation,
  product,
  materials,
  resources,
  seo,
  storefront,
  mine,
]

/** Every route of the product: the authenticated menu tree, then the public pages. */
export const ROUTE_TABLE: RouteNode[] = [...MENU_ROUTES, ...PUBLIC_ROUTES]
