// The listing connector of each of the nine channels (SPEC.md §1).
import type { Channel } from '../../src/contract/dictionaries'
import { amazonListing } from './amazon'
import { cdListing } from './cd'
import { customListing } from './custom'
import { lazadaListing } from './lazada'
import { ozonListing } from './ozon'
import { shopeeListing } from './shopee'
import { shopifyListing } from './shopify'
import { tiktokListing } from './tiktok'
import type { ChannelConnector } from './types'
import { wmListing } from './wm'

export const LISTING_CONNECTORS: Record<Channel, ChannelConnector> = {
  lazada: lazadaListing,
  shopee: shopeeListing,
  tiktok: tiktokListing,
  ozon: ozonListing,
  amazon: amazonListing,
  wm: wmListing,
  cd: cdListing,
  shopify: shopifyListing,
  custom: customListing,
}
