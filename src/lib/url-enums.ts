// The contract's enum values that URL search parsers check (src/lib/search-parsers.ts). Copied,
// not imported: the contract modules that define them also build zod schemas at load time, and
// every route's validateSearch is on the first page, so importing them there loaded zod too
// (DESIGN.md §9). Each copy is typed as the contract's own constant, and url-enums.test.ts checks
// it holds exactly the contract's values, so they cannot drift apart.

import { FINANCE_FLOW_TYPE, RECHARGE_STATUS, SETTLEMENT_ORDER_STATUS } from '../contract/config-values'
import type * as finance from '../contract/finance'
import type * as goods from '../contract/goods'
import type * as materials from '../contract/materials'
import type * as orderImport from '../contract/order-import'
import type * as orders from '../contract/orders'
import type { MAX_STATISTICS_DAYS as CONTRACT_MAX_STATISTICS_DAYS } from '../contract/orders'
import type * as production from '../contract/production'
import type * as purchasing from '../contract/purchasing'
import type * as settlement from '../contract/settlement'
import type * as shops from '../contract/shops'
import type * as supply from '../contract/supply'

export const SALE_ORDER_SORT_FIELDS: typeof orders.SALE_ORDER_SORT_FIELDS = [
  'createdAt',
  'paidAt',
  'totalAmount',
  'updatedAt',
  'shipBy',
]
export const REFUND_TYPES: typeof orders.REFUND_TYPES = ['refund_only', 'return_refund', 'exchange']
export const MAX_STATISTICS_DAYS: typeof CONTRACT_MAX_STATISTICS_DAYS = 366

export const GOODS_STATUSES: typeof goods.GOODS_STATUSES = ['draft', 'on_sale', 'off_shelf', 'banned', 'deleted']
export const GOODS_SORT_FIELDS: typeof goods.GOODS_SORT_FIELDS = ['createdAt', 'updatedAt', 'minPrice', 'title']

export const MATERIAL_TYPES: typeof materials.MATERIAL_TYPES = ['pattern', 'image']
export const MATERIAL_SORT_FIELDS: typeof materials.MATERIAL_SORT_FIELDS = [
  'createdAt',
  'updatedAt',
  'name',
  'sizeBytes',
]

export const FINANCE_FLOW_TYPES = Object.values(FINANCE_FLOW_TYPE) as typeof finance.FINANCE_FLOW_TYPES
export const RECHARGE_STATUSES = Object.values(RECHARGE_STATUS) as typeof finance.RECHARGE_STATUSES

export const PURCHASE_STATUSES: typeof purchasing.PURCHASE_STATUSES = ['1', '2', '3', '4', '5', '6', '7', '8']
export const PURCHASE_ACTIONS: typeof purchasing.PURCHASE_ACTIONS = [
  'pay',
  'cancel',
  'accept',
  'ship',
  'reject',
  'refund',
]

export const SETTLEMENT_STATUSES = Object.values(SETTLEMENT_ORDER_STATUS) as typeof settlement.SETTLEMENT_STATUSES
export const SETTLEMENT_ACTIONS: typeof settlement.SETTLEMENT_ACTIONS = ['confirm', 'dispute', 'cancel', 'pay']

export const SHOP_STATUSES: typeof shops.SHOP_STATUSES = ['enabled', 'disabled']
export const SHOP_SORT_FIELDS: typeof shops.SHOP_SORT_FIELDS = ['name', 'channel', 'createdAt', 'lastOrderAt']

export const SUPPLY_STATUSES: typeof supply.SUPPLY_STATUSES = ['enabled', 'disabled']
export const MANUFACTURER_PRODUCT_SORT_FIELDS: typeof supply.MANUFACTURER_PRODUCT_SORT_FIELDS = [
  'updatedAt',
  'minPrice',
  'leadDays',
  'minQuantity',
  'title',
]
export const SUPPLIER_PRODUCT_SORT_FIELDS: typeof supply.SUPPLIER_PRODUCT_SORT_FIELDS = [
  'updatedAt',
  'minPrice',
  'stock',
  'title',
]
export const MANUFACTURER_CATEGORIES: typeof supply.MANUFACTURER_CATEGORIES = [
  'apparel',
  'bags',
  'drinkware',
  'home',
  'phone_cases',
  'stationery',
  'headwear',
  'footwear',
]

export const ALL_PRODUCTION_STAGES: typeof production.ALL_PRODUCTION_STAGES = [
  'queued',
  'printing',
  'finishing',
  'quality_check',
  'packed',
  'shipped',
  'defective',
]

/** The kinds of order import file, one page each (`/platform/sale/import/$kind`). */
export const IMPORT_KINDS: typeof orderImport.IMPORT_KINDS = [
  'common',
  'amazon',
  'native',
  'tyzb',
  'laizand',
  'erp',
  'custom',
  'tiktok',
]
