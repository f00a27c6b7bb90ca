// The one interface every channel's listing side speaks (DESIGN.md §10): categories, publish by
// seller SKU, update, delist, delete, a shop's products and counts, and the tracking push. A
// connector is a payload family (families/) with the channel's paths and authentication.
import type { Channel } from '../../src/contract/dictionaries'
import type { BuiltProduct, ChannelCategory, ChannelFieldError } from '../../src/contract/listing'
import type { ChannelError } from './errors'

export interface ShopCredentials {
  /** HMAC channels: the app's key and secret, plus the seller's access token. */
  appKey?: string
  appSecret?: string
  accessToken?: string
  refreshToken?: string
}

/** A shop as a connector sees it: where its channel answers and how to sign in. */
export interface ConnectorTarget {
  shopId: string
  baseUrl: string
  sellerId: string
  credentials: ShopCredentials
  timeoutMs: number
  signal?: AbortSignal
}

export interface ChannelProduct {
  sellerSku: string
  channelProductId: string
  title: string
  status: string
}

export interface TrackingPush {
  orderNo: string
  /** Our shipment id: the channel deduplicates a repeated push on it. */
  shipmentId: string
  carrier: string
  trackingNo: string
}

/** One listing's outcome in a channel's batch import. */
export type ImportOutcome = { ok: true; channelProductId: string } | { ok: false; error: ChannelError }

/**
 * A channel whose product import takes many products in one call and works on them in the
 * background (Ozon's `/v3/product/import` task): the import answers a task id, the task's result
 * is read later. The seller SKU keys every product, so importing the same products again (a retry
 * after a lost answer or a crash) updates them instead of making second ones.
 */
export interface BatchImport {
  /** Products per import call at most (the channel refuses more). */
  maxProducts: number
  /** The calls `start` makes for these products (the shop's rate limit counts each). */
  calls(products: BuiltProduct[]): number
  /** Starts the import of these products; the channel's task ids (one per call it took). */
  start(target: ConnectorTarget, products: BuiltProduct[]): Promise<string[]>
  /** Each product's outcome by seller SKU, or null while the channel is still working. */
  result(target: ConnectorTarget, taskId: string, products: string[]): Promise<Map<string, ImportOutcome> | null>
  /** Present where the import carries no quantity (Ozon): stock is set by its own call afterwards. */
  stocks?: StockUpdate
}

/** One variant's quantity on the channel, by its SKU. */
export interface VariantStock {
  sku: string
  quantity: number
}

/** A channel's own stock call for products it has imported. */
export interface StockUpdate {
  /** The calls `set` makes for this many variants (the shop's rate limit counts each). */
  calls(count: number): number
  /** Sets each variant's quantity; answers the variants the channel refused, with its reasons. */
  set(target: ConnectorTarget, stocks: VariantStock[]): Promise<Map<string, ChannelFieldError[]>>
}

export interface ChannelConnector {
  /** Present where the channel takes products in batches (the publish job then uses it). */
  batch?: BatchImport
  channel: Channel
  categories(target: ConnectorTarget): Promise<ChannelCategory[]>
  /** Creates the product, or finds the one made earlier under the same seller SKU. */
  publish(target: ConnectorTarget, product: BuiltProduct): Promise<{ channelProductId: string; existed: boolean }>
  update(target: ConnectorTarget, channelProductId: string, product: BuiltProduct): Promise<void>
  delist(target: ConnectorTarget, sellerSku: string, channelProductId: string): Promise<void>
  remove(target: ConnectorTarget, sellerSku: string, channelProductId: string): Promise<void>
  products(target: ConnectorTarget, page: number, size: number): Promise<{ total: number; list: ChannelProduct[] }>
  limits(target: ConnectorTarget): Promise<{ max: number; used: number }>
  pushTracking(target: ConnectorTarget, push: TrackingPush): Promise<void>
}
