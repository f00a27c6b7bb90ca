// Names of permission keys and actions for GET /user/info (permissionName, describe), in the
// caller's language. Menu titles of SPEC.md §2 where a key guards a menu entry.
import type { Locale } from '../../src/contract/constants'
import { CHANNELS } from '../../src/contract/dictionaries'
import type { Action, PermissionKey } from '../../src/contract/permissions'

type Names = { zh: string; en: string }

const CHANNEL_NAMES: Record<(typeof CHANNELS)[number], string> = {
  lazada: 'Lazada',
  shopee: 'Shopee',
  tiktok: 'TikTok',
  ozon: 'Ozon',
  amazon: 'Amazon',
  wm: 'WooCommerce',
  cd: 'CDiscount',
  shopify: 'Shopify',
  custom: 'Custom',
}

const channelEntries = Object.fromEntries(
  CHANNELS.map((channel) => [
    `platform_${channel}`,
    {
      zh: `${channel === 'custom' ? '自定义渠道' : CHANNEL_NAMES[channel]} 刊登`,
      en: `${CHANNEL_NAMES[channel]} listing`,
    },
  ]),
) as Record<`platform_${(typeof CHANNELS)[number]}`, Names>

const PERMISSION_NAMES: Record<PermissionKey, Names> = {
  ...channelEntries,
  dashboard: { zh: '仪表盘', en: 'Dashboard' },
  framework: { zh: '框架', en: 'Framework' },
  workplace: { zh: '工作台', en: 'Workplace' },
  manufacturer_product_list: { zh: '全球工厂', en: 'Global factories' },
  manufacturer_product_detail: { zh: '工厂产品详情', en: 'Factory product detail' },
  setting: { zh: '设置', en: 'Settings' },
  product: { zh: '产品', en: 'Products' },
  product_list: { zh: '创作模型', en: 'Creation models' },
  price_template_list: { zh: '上架设置', en: 'Listing settings' },
  shop_manage: { zh: '店铺管理', en: 'Shop management' },
  special_counter: { zh: '智能专柜', en: 'Smart counters' },
  material_list: { zh: '素材库', en: 'Material library' },
  material_upload: { zh: '上传素材', en: 'Upload materials' },
  material_category: { zh: '图案分类', en: 'Pattern categories' },
  material_list_hidden: { zh: '隐藏素材', en: 'Hidden materials' },
  goods: { zh: '商品', en: 'Goods' },
  goods_list: { zh: '商品列表', en: 'Goods list' },
  goods_new: { zh: '新品', en: 'New goods' },
  brand_list: { zh: '品牌', en: 'Brands' },
  goods_immediate: { zh: '即时创作', en: 'Instant creation' },
  goods_generate_strategy: { zh: '生成策略', en: 'Generation strategies' },
  customized: { zh: '在线创作', en: 'Online creation' },
  batch_customized: { zh: '批量创作', en: 'Batch creation' },
  platform: { zh: '刊登', en: 'Listing' },
  platform_custom_goods_list: { zh: '自定义渠道商品', en: 'Custom channel goods' },
  platform_custom_public_goods_list: { zh: '自定义渠道公共商品', en: 'Custom channel public goods' },
  platform_custom_template_list: { zh: '自定义渠道模板', en: 'Custom channel templates' },
  platform_custom_template_detail: { zh: '自定义渠道模板详情', en: 'Custom channel template detail' },
  platform_custom_export_list: { zh: '自定义渠道导出记录', en: 'Custom channel export records' },
  platform_seo: { zh: 'SEO 标题与搜索词', en: 'SEO titles and search terms' },
  product_code: { zh: '商品编码管理', en: 'Product codes' },
  sale: { zh: '订单', en: 'Orders' },
  sale_statistics: { zh: '销售统计', en: 'Sales statistics' },
  sale_order: { zh: '销售订单', en: 'Sales orders' },
  sale_refund: { zh: '退款', en: 'Refunds' },
  platform_import: { zh: '订单导入', en: 'Order import' },
  platform_batch_import: { zh: '批量导入', en: 'Batch import' },
  platform_amazon_import: { zh: '亚马逊导入', en: 'Amazon import' },
  platform_native_import: { zh: '淘宝导入', en: 'Taobao import' },
  platform_dyzb_import: { zh: '直播导入', en: 'Live-stream import' },
  platform_laizand_import: { zh: '来赞达导入', en: 'Laizand import' },
  platform_third_erp_import: { zh: '第三方 ERP 导入', en: 'Third-party ERP import' },
  platform_custom_import: { zh: '自定义导入', en: 'Custom import' },
  platform_tiktok_import: { zh: 'TikTok 导入', en: 'TikTok import' },
  goods_comment: { zh: '商品评价', en: 'Reviews' },
  purchase_list: { zh: '采购单', en: 'Purchases' },
  cooperate: { zh: '合作', en: 'Cooperation' },
  cooperate_goods_list: { zh: '合作商品', en: 'Cooperation goods' },
  distribution_supplier_list: { zh: '供应商列表', en: 'Suppliers' },
  distribution_settlement_list: { zh: '结算记录', en: 'Settlement records' },
  finance_review: { zh: '财务复核', en: 'Finance review' },
  report: { zh: '报表', en: 'Reports' },
  report_unpaid: { zh: '付款记录', en: 'Payment records' },
  distribution: { zh: '供应', en: 'Supply' },
  distribution_supplier_product: { zh: '供应商产品管理', en: 'Supplier product management' },
  distribution_supplier_product_list: { zh: '供应商产品', en: 'Supplier products' },
  express_list: { zh: '发货列表', en: 'Shipping list' },
  distribution_distributor_list: { zh: '分销商列表', en: 'Distributors' },
  distribution_supplier_settlement_list: { zh: '供应商结算', en: 'Supplier settlements' },
  customer: { zh: '客户', en: 'Clients' },
  factory_product_list: { zh: '工厂产品', en: 'Factory products' },
  production: { zh: '生产', en: 'Production' },
  platform_shop_list: { zh: '平台店铺', en: 'Platform shops' },
}

const ACTION_NAMES: Record<Action, Names> = {
  add: { zh: '新增', en: 'Add' },
  delete: { zh: '删除', en: 'Delete' },
  edit: { zh: '修改', en: 'Edit' },
  query: { zh: '查询', en: 'Query' },
  get: { zh: '详情', en: 'View details' },
  enable: { zh: '启用', en: 'Enable' },
  disable: { zh: '禁用', en: 'Disable' },
  import: { zh: '导入', en: 'Import' },
  export: { zh: '导出', en: 'Export' },
}

const pick = (locale: Locale, names: Names | undefined, fallback: string) =>
  names ? (locale === 'zh-cn' ? names.zh : names.en) : fallback

export const permissionName = (locale: Locale, key: PermissionKey) => pick(locale, PERMISSION_NAMES[key], key)
export const actionName = (locale: Locale, action: Action) => pick(locale, ACTION_NAMES[action], action)
