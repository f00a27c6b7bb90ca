// Labels of the shop area: channel names (brands, the same in every language, except the
// private channel) and the shop states of SPEC.md §4.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Channel } from '../../contract/dictionaries'
import type { ShopStatus } from '../../contract/shops'

export const CHANNEL_NAMES: Record<Channel, MessageDescriptor> = {
  lazada: msg`Lazada`,
  shopee: msg`Shopee`,
  tiktok: msg`TikTok`,
  ozon: msg`Ozon`,
  amazon: msg`Amazon`,
  wm: msg`WooCommerce`,
  cd: msg`Cdiscount`,
  shopify: msg`Shopify`,
  custom: msg`Custom channel`,
}

export const SHOP_STATUS_LABELS: Record<ShopStatus, MessageDescriptor> = {
  enabled: msg`Enabled`,
  disabled: msg`Disabled`,
}
