// Every message the server writes for people, in both languages. Each area keeps its own file in
// messages/ (so areas never edit the same lines); this joins them. Placeholders are {name}; `t()`
// fills them.
import { AUTH_MESSAGES } from './messages/auth'
import { COMMON_MESSAGES } from './messages/common'
import { DESIGN_MESSAGES } from './messages/designs'
import { GENERATION_MESSAGES } from './messages/generation'
import { GOODS_MESSAGES } from './messages/goods'
import { IMPORT_MESSAGES } from './messages/imports'
import { LISTING_MESSAGES } from './messages/listing'
import { LISTING_EXPORT_MESSAGES } from './messages/listing-export'
import { MATERIAL_MESSAGES } from './messages/materials'
import { NOTIFICATION_MESSAGES } from './messages/notifications'
import { ORDER_MESSAGES } from './messages/orders'
import { PLATFORM_SYNC_MESSAGES } from './messages/platform-sync'
import { PLAZA_MESSAGES } from './messages/plaza'
import { PRODUCTION_MESSAGES } from './messages/production'
import { PURCHASING_MESSAGES } from './messages/purchasing'
import { REPORT_MESSAGES } from './messages/reports'
import { SAVED_VIEW_MESSAGES } from './messages/saved-views'
import { SECURITY_MESSAGES } from './messages/security'
import { SEO_MESSAGES } from './messages/seo'
import { SETTLEMENT_MESSAGES } from './messages/settlement'
import { SHOP_MESSAGES } from './messages/shops'
import { STOREFRONT_MESSAGES } from './messages/storefront'
import { SUPPLY_MESSAGES } from './messages/supply'
import { TEAM_MESSAGES } from './messages/team'

export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...AUTH_MESSAGES,
  ...ORDER_MESSAGES,
  ...GOODS_MESSAGES,
  ...MATERIAL_MESSAGES,
  ...TEAM_MESSAGES,
  ...SHOP_MESSAGES,
  ...STOREFRONT_MESSAGES,
  ...PURCHASING_MESSAGES,
  ...IMPORT_MESSAGES,
  ...PLATFORM_SYNC_MESSAGES,
  ...REPORT_MESSAGES,
  ...PRODUCTION_MESSAGES,
  ...SETTLEMENT_MESSAGES,
  ...GENERATION_MESSAGES,
  ...SUPPLY_MESSAGES,
  ...SEO_MESSAGES,
  ...SECURITY_MESSAGES,
  ...DESIGN_MESSAGES,
  ...LISTING_MESSAGES,
  ...LISTING_EXPORT_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...SAVED_VIEW_MESSAGES,
  ...PLAZA_MESSAGES,
} as const

export type MessageKey = keyof typeof MESSAGES
