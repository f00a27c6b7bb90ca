// The config dictionary codes of SPEC.md §3. Every code is served by GET /config/list and
// POST /ds/config_value; texts come in the caller's language.

export const CONFIG_CODES = [
  'SALE_ORDER_STATUS',
  'SALE_ORDER_SOURCE',
  'SETTLEMENT_ORDER_STATUS',
  'FINANCE_FLOW_TYPE',
  'PAY_PLATFORM',
  'RECHARGE_STATUS',
  'COLOR',
  'COUNTRY',
  'BUSINESS_PLATFORM',
  'SALE_REFUND_STATUS',
  'NOT_PURCHASE_REASON',
  'EXPRESS',
  'SALE_ORDER_SPEC_MAP',
] as const
export type ConfigCode = (typeof CONFIG_CODES)[number]

export interface ConfigEntry {
  value: string
  text: string
}

/** GET /config/list: every code with its entries. SALE_ORDER_SPEC_MAP may be a JSON string. */
export type ConfigList = Record<ConfigCode, ConfigEntry[] | string>

export interface Area {
  id: string
  pid: string
  name: string
}
/** A pid of '0' marks a top-level area. */
export const ROOT_AREA_PID = '0'

export interface ExpressCompany {
  value: string
  text: string
}

/** The nine sales channel codes of SPEC.md §1. */
export const CHANNELS = ['lazada', 'shopee', 'tiktok', 'ozon', 'amazon', 'wm', 'cd', 'shopify', 'custom'] as const
export type Channel = (typeof CHANNELS)[number]
