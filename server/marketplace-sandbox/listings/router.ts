// The sandbox's listing API for every channel: the family's paths under the channel's prefix,
// authentication checked, products kept in a ListingStore, and the failure modes a real channel
// shows — field errors, duplicate SKU, 429 with Retry-After, time-outs, 5xx, and a create that is
// applied but whose answer never arrives.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CHANNELS, type Channel } from '../../../src/contract/dictionaries'
import { OZON_IMPORT } from '../../channels/ozon/import-wire'
import { OZON_STOCKS } from '../../channels/ozon/stock-wire'
import { LISTING_WIRE } from '../../channels/wire'
import { type IssuedTokens, signedSeller, tokenSeller } from './auth'
import { categoryTree } from './categories'
import { itemsIssues, readItems, readSkus, readVariants, skusError, variantsErrors, variantsProduct } from './families'
import { answerLazadaToken, type LazadaOAuthState } from './lazada-oauth'
import { type OzonTask, ozonImportInfo, ozonImportTask } from './ozon-import'
import { ozonStocks, ozonWarehouses } from './ozon-stocks'
import { type ListingStore, type NeutralProduct, SANDBOX_PRODUCT_LIMIT } from './store'

export const LISTING_FAULTS = [
  'down', // 503 on every call
  'flaky', // every other call answers 500
  'rate-limit', // every other call answers 429 with Retry-After: 1
  'storm', // the first six calls answer 429 with Retry-After: 1
  'slow', // answers after slowMs (the client times out)
  'lost-answer', // creates and updates are applied, then the connection is cut before the answer
] as const
export type ListingFault = (typeof LISTING_FAULTS)[number]

export interface ListingContext {
  store: ListingStore
  issued: IssuedTokens
  now: () => number
  slowMs: number
  /** How long Ozon's import tasks stay pending. */
  importMs: number
  /** Ozon's import tasks by task id. */
  ozonTasks: Map<string, OzonTask>
  faultOf(seller: string): ListingFault | null
  /** Calls per seller so far (rate-limit and storm count them). */
  calls: Map<string, number>
  pending: Set<NodeJS.Timeout>
  /** Lazada's seller authorisation: codes, refresh tokens (access tokens go to `issued`). */
  oauth: LazadaOAuthState
}

type Json = Record<string, unknown>
type Reply = (status: number, body: unknown, headers?: Record<string, string>) => void

function channelOf(pathname: string): [Channel, string] | null {
  for (const channel of CHANNELS) {
    const { prefix } = LISTING_WIRE[channel]
    if (pathname.startsWith(`${prefix}/`)) return [channel, pathname.slice(prefix.length)]
  }
  return null
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 2 * 1024 * 1024) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Whether the path is under a channel's listing API (order paths are matched before this). */
export const isListingCall = (url: URL) => channelOf(url.pathname) !== null

export async function answerListing(req: IncomingMessage, res: ServerResponse, url: URL, context: ListingContext) {
  const [channel, path] = channelOf(url.pathname)!
  const wire = LISTING_WIRE[channel]
  const reply: Reply = (status, body, headers = {}) => {
    const text = JSON.stringify(body)
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...headers,
    })
    res.end(text)
  }
  let raw: string
  try {
    raw = await readBody(req)
  } catch {
    return reply(413, { error: 'payload_too_large' })
  }
  let body: Json = {}
  if (raw) {
    try {
      body = JSON.parse(raw) as Json
    } catch {
      return reply(400, { error: 'invalid_json' })
    }
  }
  const now = context.now()
  // Lazada's token calls are signed by the app alone: no seller token yet (lazada-oauth.ts).
  if (channel === 'lazada' && path.startsWith('/auth/token/')) {
    const app = url.searchParams.get('app_key') ?? ''
    if (context.faultOf(app.replace(/^sbx-/, '')) === 'down') return reply(503, { error: 'service_unavailable' })
    const answer = answerLazadaToken(path, url, raw, now, context.oauth)
    return reply(answer.status, answer.body)
  }
  const seller =
    wire.auth === 'hmac'
      ? signedSeller(url, raw, now, context.issued)
      : tokenSeller(wire.auth, req, now, context.issued)
  if (!seller) {
    if (wire.auth === 'hmac')
      return reply(
        200,
        skusError('IncompleteSignature', 'The request signature does not conform to platform standards'),
      )
    return reply(401, { errors: 'Invalid API key or access token (unrecognized login or wrong password)' })
  }

  const fault = context.faultOf(seller)
  const count = (context.calls.get(seller) ?? 0) + 1
  context.calls.set(seller, count)
  if (fault === 'down') return reply(503, { error: 'service_unavailable' })
  if (fault === 'flaky' && count % 2 === 0) return reply(500, { error: 'internal_error' })
  if ((fault === 'rate-limit' && count % 2 === 0) || (fault === 'storm' && count <= 6)) {
    return reply(429, { error: 'too_many_requests' }, { 'retry-after': '1' })
  }
  const respond: Reply =
    fault === 'slow'
      ? (status, answer, headers) => {
          const timer = setTimeout(() => {
            context.pending.delete(timer)
            if (!res.destroyed) reply(status, answer, headers)
          }, context.slowMs)
          context.pending.add(timer)
        }
      : reply
  /** A change the channel applies and then loses the answer to. */
  const applied = (status: number, answer: unknown) =>
    fault === 'lost-answer' ? req.socket.destroy() : respond(status, answer)

  const store = context.store
  const method = req.method ?? 'GET'
  const create = (product: NeutralProduct | null) => {
    if (!product) return { status: 'bad' as const }
    const errors = store.validate(channel, product)
    if (errors.length > 0) return { status: 'invalid' as const, errors }
    const existing = store.bySku(channel, seller, product.sellerSku)
    if (existing) return { status: 'duplicate' as const, product: existing }
    if (store.all(channel, seller).length >= SANDBOX_PRODUCT_LIMIT) return { status: 'full' as const }
    return { status: 'created' as const, product: store.create(channel, seller, product, now) }
  }
  const tracking = (orderNo: string, shipmentId: string, carrier: string, trackingNo: string) => {
    if (!shipmentId || !trackingNo || !carrier) return false
    store.trackingCalls.set(shipmentId, (store.trackingCalls.get(shipmentId) ?? 0) + 1)
    if (!store.tracking.has(shipmentId))
      store.tracking.set(shipmentId, { channel, seller, orderNo, carrier, trackingNo })
    return true
  }

  if (wire.family === 'variants') {
    const id = /^\/products\/([^/]+)\.json$/.exec(path)?.[1]
    if (method === 'GET' && path === '/product_types.json')
      return respond(200, { product_types: categoryTree(channel) })
    if (method === 'GET' && path === '/shop.json') {
      return respond(200, {
        shop: { plan_product_limit: SANDBOX_PRODUCT_LIMIT, product_count: store.all(channel, seller).length },
      })
    }
    if (method === 'GET' && path === '/products.json') {
      const handle = url.searchParams.get('handle')
      const all = handle ? [store.bySku(channel, seller, handle)].filter((p) => p !== null) : store.all(channel, seller)
      const limit = Math.min(250, Math.max(1, Number(url.searchParams.get('limit') ?? 50)))
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
      return respond(200, {
        products: all.slice((page - 1) * limit, page * limit).map(variantsProduct),
        count: all.length,
      })
    }
    if (method === 'POST' && path === '/products.json') {
      const made = create(readVariants(body))
      if (made.status === 'bad') return respond(400, { errors: { product: ['is required'] } })
      if (made.status === 'invalid') return respond(422, variantsErrors(made.errors))
      if (made.status === 'duplicate') return respond(422, { errors: { handle: ['has already been taken'] } })
      if (made.status === 'full') return respond(422, { errors: { base: ['product limit of the plan reached'] } })
      return applied(201, { product: variantsProduct(made.product) })
    }
    if (id) {
      const product = store.byId(channel, seller, id)
      if (!product) return respond(404, { errors: 'Not Found' })
      if (method === 'DELETE') {
        store.shop(channel, seller).delete(product.sellerSku)
        return applied(200, {})
      }
      if (method === 'PUT') {
        const patch = (body.product ?? {}) as Json
        if (patch.status === 'draft') {
          product.status = 'inactive'
          return applied(200, { product: variantsProduct(product) })
        }
        const next = readVariants(body)
        if (!next) return respond(400, { errors: { product: ['is required'] } })
        const errors = store.validate(channel, next)
        if (errors.length > 0) return respond(422, variantsErrors(errors))
        Object.assign(product, next, { sellerSku: product.sellerSku, status: 'active', updatedAt: now })
        return applied(200, { product: variantsProduct(product) })
      }
    }
    const fulfil = /^\/orders\/([^/]+)\/fulfillments\.json$/.exec(path)
    if (method === 'POST' && fulfil) {
      const f = (body.fulfillment ?? {}) as Json
      if (
        !tracking(
          decodeURIComponent(fulfil[1]!),
          String(f.idempotency_key ?? ''),
          String(f.tracking_company ?? ''),
          String(f.tracking_number ?? ''),
        )
      ) {
        return respond(422, { errors: { tracking_number: ["can't be blank"] } })
      }
      return applied(201, { fulfillment: { status: 'success', tracking_number: f.tracking_number } })
    }
  }

  if (wire.family === 'skus') {
    const ok = (data: unknown) => ({ code: '0', request_id: `sbx${now}`, data })
    if (method === 'GET' && path === '/category/tree/get') return respond(200, ok(categoryTree(channel)))
    if (method === 'GET' && path === '/seller/limits') {
      return respond(200, ok({ max_products: SANDBOX_PRODUCT_LIMIT, used: store.all(channel, seller).length }))
    }
    if (method === 'GET' && path === '/product/item/get') {
      const product = store.bySku(channel, seller, url.searchParams.get('seller_sku') ?? '')
      if (!product) return respond(200, skusError('ItemNotFound', 'No item matches the seller SKU'))
      return respond(200, ok({ item_id: product.id, seller_sku: product.sellerSku, status: product.status }))
    }
    if (method === 'GET' && path === '/products/get') {
      const all = store.all(channel, seller)
      const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0))
      const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 20)))
      const products = all
        .slice(offset, offset + limit)
        .map((p) => ({ item_id: p.id, seller_sku: p.sellerSku, name: p.title, status: p.status }))
      return respond(200, ok({ total_products: all.length, products }))
    }
    if (method === 'POST' && path === '/product/create') {
      const made = create(readSkus(body))
      if (made.status === 'bad') return respond(200, skusError('MissingParameter', 'Request.Product is required'))
      if (made.status === 'invalid')
        return respond(200, skusError('ValidationError', 'Some fields are invalid', made.errors))
      if (made.status === 'duplicate')
        return respond(200, skusError('DuplicateSellerSku', `SellerSku ${made.product.sellerSku} already exists`))
      if (made.status === 'full')
        return respond(200, skusError('ProductLimitReached', 'The shop reached its product limit'))
      return applied(
        200,
        ok({ item_id: made.product.id, sku_list: made.product.variants.map((v) => ({ seller_sku: v.sku })) }),
      )
    }
    if (method === 'POST' && (path === '/product/update' || path === '/product/deactivate')) {
      const itemId = String(((body.Request as Json | undefined)?.Product as Json | undefined)?.ItemId ?? '')
      const product = store.byId(channel, seller, itemId)
      if (!product) return respond(200, skusError('ItemNotFound', `Item ${itemId} not found`))
      if (path === '/product/deactivate') {
        product.status = 'inactive'
        return applied(200, ok({}))
      }
      const next = readSkus(body)!
      const errors = store.validate(channel, next)
      if (errors.length > 0) return respond(200, skusError('ValidationError', 'Some fields are invalid', errors))
      Object.assign(product, next, { sellerSku: product.sellerSku, status: 'active', updatedAt: now })
      return applied(200, ok({ item_id: product.id }))
    }
    if (method === 'POST' && path === '/product/remove') {
      const skus = Array.isArray(body.seller_sku_list) ? (body.seller_sku_list as unknown[]).map(String) : []
      if (!skus.some((sku) => store.bySku(channel, seller, sku)))
        return respond(200, skusError('ItemNotFound', 'No item matches'))
      for (const sku of skus) store.shop(channel, seller).delete(sku)
      return applied(200, ok({}))
    }
    if (method === 'POST' && path === '/order/rts') {
      if (
        !tracking(
          String(body.order_no ?? ''),
          String(body.package_id ?? ''),
          String(body.shipping_provider ?? ''),
          String(body.tracking_number ?? ''),
        )
      ) {
        return respond(
          200,
          skusError('ValidationError', 'tracking_number is required', [
            { field: 'tracking_number', message: 'is required', code: 'required' },
          ]),
        )
      }
      return applied(200, ok({ package_id: body.package_id }))
    }
  }

  // Ozon's batch import (ozon-import.ts); its single-product calls are the items family's below.
  if (channel === 'ozon' && method === 'POST' && path === OZON_IMPORT.path) {
    const answer = ozonImportTask(store, context.ozonTasks, seller, body, now, context.importMs)
    return answer.status === 200 ? applied(answer.status, answer.body) : respond(answer.status, answer.body)
  }
  if (channel === 'ozon' && method === 'POST' && path === OZON_IMPORT.infoPath) {
    const answer = ozonImportInfo(context.ozonTasks, seller, body, now)
    return respond(answer.status, answer.body)
  }
  // Ozon's stock call (ozon-stocks.ts): the import carries no quantity.
  if (channel === 'ozon' && method === 'POST' && path === OZON_STOCKS.warehousesPath) {
    const answer = ozonWarehouses(seller)
    return respond(answer.status, answer.body)
  }
  if (channel === 'ozon' && method === 'POST' && path === OZON_STOCKS.path) {
    const answer = ozonStocks(store, seller, body)
    return answer.status === 200 ? applied(answer.status, answer.body) : respond(answer.status, answer.body)
  }

  if (wire.family === 'items') {
    if (method === 'GET' && path === '/definitions/2020-09-01/productTypes')
      return respond(200, { productTypes: categoryTree(channel) })
    if (method === 'GET' && path === `/sellers/v1/${seller}/limits`) {
      return respond(200, { maxListings: SANDBOX_PRODUCT_LIMIT, activeListings: store.all(channel, seller).length })
    }
    const match = /^\/listings\/2021-08-01\/items\/([^/]+)(?:\/([^/]+))?(\/deactivate)?$/.exec(path)
    if (match && decodeURIComponent(match[1]!) !== seller)
      return respond(403, { errors: [{ code: 'Unauthorized', message: 'seller mismatch' }] })
    if (match && !match[2] && method === 'GET') {
      const all = store.all(channel, seller)
      const size = Math.min(20, Math.max(1, Number(url.searchParams.get('pageSize') ?? 10)))
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
      const items = all.slice((page - 1) * size, page * size).map((p) => ({
        sku: p.sellerSku,
        asin: `B0${p.id.padStart(8, '0')}`,
        summaries: [{ itemName: p.title, status: p.status === 'active' ? 'BUYABLE' : 'INACTIVE' }],
      }))
      return respond(200, { numberOfResults: all.length, items })
    }
    if (match?.[2]) {
      const sku = decodeURIComponent(match[2])
      const product = store.bySku(channel, seller, sku)
      const asin = (id: string) => `B0${id.padStart(8, '0')}`
      if (method === 'PUT') {
        const next = readItems(sku, body)
        if (!next)
          return respond(400, {
            sku,
            status: 'INVALID',
            issues: [{ code: '4000001', message: 'productType and attributes are required', severity: 'ERROR' }],
          })
        const errors = store.validate(channel, next)
        if (errors.length > 0) return respond(400, { sku, status: 'INVALID', issues: itemsIssues(errors) })
        if (product) {
          Object.assign(product, next, { status: 'active', updatedAt: now })
          return applied(200, {
            sku,
            status: 'ACCEPTED',
            submissionId: `sub-${now}`,
            asin: asin(product.id),
            created: false,
            issues: [],
          })
        }
        if (store.all(channel, seller).length >= SANDBOX_PRODUCT_LIMIT) {
          return respond(400, {
            sku,
            status: 'INVALID',
            issues: [{ code: '8541', message: 'listing limit reached', severity: 'ERROR' }],
          })
        }
        const made = store.create(channel, seller, next, now)
        return applied(200, {
          sku,
          status: 'ACCEPTED',
          submissionId: `sub-${now}`,
          asin: asin(made.id),
          created: true,
          issues: [],
        })
      }
      if (!product) return respond(404, { errors: [{ code: 'NOT_FOUND', message: `SKU ${sku} not found` }] })
      if (method === 'POST' && match[3]) {
        product.status = 'inactive'
        return applied(200, { sku, status: 'ACCEPTED', issues: [] })
      }
      if (method === 'DELETE') {
        store.shop(channel, seller).delete(sku)
        return applied(200, { sku, status: 'ACCEPTED', issues: [] })
      }
      if (method === 'GET')
        return respond(200, {
          sku,
          asin: asin(product.id),
          summaries: [{ itemName: product.title, status: product.status }],
        })
    }
    const shipment = /^\/orders\/v0\/orders\/([^/]+)\/shipment$/.exec(path)
    if (method === 'POST' && shipment) {
      if (
        !tracking(
          decodeURIComponent(shipment[1]!),
          String(body.shipmentId ?? ''),
          String(body.carrierCode ?? ''),
          String(body.trackingNumber ?? ''),
        )
      ) {
        return respond(400, {
          errors: [
            {
              code: 'InvalidInput',
              message: 'trackingNumber is required',
              severity: 'ERROR',
              attributeNames: ['trackingNumber'],
            },
          ],
        })
      }
      return applied(200, { status: 'ACCEPTED', issues: [] })
    }
  }
  return respond(404, { error: 'not_found', path: url.pathname })
}
