// The connector of each of the nine channels (SPEC.md §1).
import type { Channel } from '../../../../src/contract/dictionaries'
import type { PlatformConnector } from '../connector'
import { amazonConnector } from './amazon'
import { cdConnector } from './cd'
import { customConnector } from './custom'
import { lazadaConnector } from './lazada'
import { ozonConnector } from './ozon'
import { shopeeConnector } from './shopee'
import { shopifyConnector } from './shopify'
import { tiktokConnector } from './tiktok'
import { wmConnector } from './wm'

export const CONNECTORS: Record<Channel, PlatformConnector> = {
  lazada: lazadaConnector,
  shopee: shopeeConnector,
  tiktok: tiktokConnector,
  ozon: ozonConnector,
  amazon: amazonConnector,
  wm: wmConnector,
  cd: cdConnector,
  shopify: shopifyConnector,
  custom: customConnector,
}
