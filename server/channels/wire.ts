// Where each channel's listing API lives under a shop's base URL, its payload family and how it
// authenticates: read by the connectors and by the sandbox, which answers in the same shape.
import type { Channel } from '../../src/contract/dictionaries'
import type { TokenChannel } from './signing'

/** Which family each channel's listing API belongs to (the sandbox answers in the same shape). */
export const LISTING_WIRE = {
  lazada: { family: 'skus', prefix: '/lazada/rest', auth: 'hmac' as const },
  shopee: { family: 'skus', prefix: '/shopee/api/v2', auth: 'hmac' as const },
  tiktok: { family: 'skus', prefix: '/tiktok/product/202309', auth: 'hmac' as const },
  ozon: { family: 'items', prefix: '/ozon/seller', auth: 'ozon' as const },
  amazon: { family: 'items', prefix: '/amazon/sp', auth: 'amazon' as const },
  wm: { family: 'variants', prefix: '/wm/wp-json/wc/v3', auth: 'wm' as const },
  cd: { family: 'variants', prefix: '/cd/api', auth: 'cd' as const },
  shopify: { family: 'variants', prefix: '/shopify/admin/api/2024-07', auth: 'shopify' as const },
  custom: { family: 'variants', prefix: '/custom/api/v1', auth: 'custom' as const },
} satisfies Record<Channel, { family: 'variants' | 'skus' | 'items'; prefix: string; auth: 'hmac' | TokenChannel }>
