// Permission keys and actions of SPEC.md §6 and the user-info shape that carries them.
import { CHANNELS } from './dictionaries'

export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const
export type Action = (typeof ACTIONS)[number]

export const PERMISSION_KEYS = [
  'dashboard',
  'framework',
  'workplace',
  'manufacturer_product_list',
  'manufacturer_product_detail',
  'setting',
  'product',
  'product_list',
  'price_template_list',
  'shop_manage',
  'special_counter',
  'material_list',
  'material_upload',
  'material_category',
  'material_list_hidden',
  'goods',
  'goods_list',
  'goods_new',
  'brand_list',
  'goods_immediate',
  'goods_generate_strategy',
  'customized',
  'batch_customized',
  'platform',
  ...CHANNELS.map((channel) => `platform_${channel}` as const),
  'platform_custom_goods_list',
  'platform_custom_public_goods_list',
  'platform_custom_template_list',
  'platform_custom_template_detail',
  'platform_custom_export_list',
  'platform_seo',
  // Product code (GTIN) management under the listing menu (issue 19 item 4).
  'product_code',
  'sale',
  'sale_statistics',
  'sale_order',
  'sale_refund',
  'platform_import',
  'platform_batch_import',
  'platform_amazon_import',
  'platform_native_import',
  'platform_dyzb_import',
  'platform_laizand_import',
  'platform_third_erp_import',
  'platform_custom_import',
  'platform_tiktok_import',
  'goods_comment',
  'purchase_list',
  'cooperate',
  'cooperate_goods_list',
  'distribution_supplier_list',
  'distribution_settlement_list',
  'report',
  'report_unpaid',
  'distribution',
  'distribution_supplier_product',
  'distribution_supplier_product_list',
  'express_list',
  'distribution_distributor_list',
  'distribution_supplier_settlement_list',
  'customer',
  'factory_product_list',
  'production',
  'platform_shop_list',
  /** Maker–checker: confirming or rejecting a top-up someone else asked for (never one's own). */
  'finance_review',
] as const
export type PermissionKey = (typeof PERMISSION_KEYS)[number]

export interface ActionEntity {
  action: Action
  describe?: string
  defaultCheck?: boolean
}

export interface Permission {
  permissionId: PermissionKey
  permissionName?: string
  actionEntitySet: ActionEntity[]
}

export interface Role {
  id: string
  name: string
  permissions: Permission[]
}

/** GET /user/info */
export interface UserInfo {
  id: string
  /** The distributor (tenant) the account belongs to; equals `id` for an owner. */
  did: string
  name: string
  avatar: string
  username: string
  type: number
  role: Role
}

/** A permission check string: 'permissionId.action'. */
export type PermissionCheck = `${PermissionKey}.${Action}`
