// The sandbox marketplace: a real HTTP server with one small order API per channel (wire.ts) over
// deterministic orders (catalog.ts), with paging and failure modes, so the platform sync can be
// tested and demonstrated where no real marketplace is reachable. Failure modes are set per seller
// id — by the tests through `setFault`, or by a seller id ending in `--<fault>` (e.g. `--down`).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type NeutralStatus, ordersBetween, type SandboxOrder } from './catalog'
import type { IssuedTokens } from './listings/auth'
import { answerLazadaOAuthPage, isLazadaOAuthPage, type LazadaOAuthState, newOAuthState } from './listings/lazada-oauth'
import { answerListing, isListingCall, LISTING_FAULTS, type ListingFault } from './listings/router'
import { ListingStore } from './listings/store'
import { CHANNEL_APIS, type ChannelApi, encodeOrder } from './wire'

export const SANDBOX_FAULTS = [
  'down', // 503 Service Unavailable
  'garbage', // 200 with an HTML page
  'malformed', // 200 JSON without the order list
  'slow', // answers after `slowMs`
  'reset', // closes the connection without an answer
  'bad-order', // one order per page misses its items and has a broken date
  'fail-page-2', // the second page answers 500
] as const
export type SandboxFault = (typeof SANDBOX_FAULTS)[number]

export interface SandboxOptions {
  port?: number
  host?: string
  /** The marketplace's clock (tests pin it). */
  now?: () => number
  /** Largest page the marketplace hands out, whatever the client asks. */
  maxPageSize?: number
  slowMs?: number
  /** Every listing answer waits this long first (the bench's "marketplace answering in 20 ms"). */
  latencyMs?: number
  /** How long an Ozon import task stays pending before its result is ready (default 200 ms). */
  importMs?: number
}

export interface OrderPatch {
  status?: NeutralStatus
  street?: string
  city?: string
}

export interface MarketplaceSandbox {
  url: string
  /** Requests answered so far, with when they came (tests check paging, retries and waits). */
  requests: { path: string; query: Record<string, string>; at: number }[]
  setFault(sellerId: string, fault: SandboxFault | null): void
  /** Listing side: products per channel and seller, tracking pushes by shipment id. */
  listings: ListingStore
  /** Tokens issued by the OAuth flow (Lazada authorisation). */
  issuedTokens: IssuedTokens
  /** Lazada's authorisation codes and refresh tokens (tests age them). */
  lazadaOAuth: LazadaOAuthState
  setListingFault(sellerId: string, fault: ListingFault | null): void
  /** Changes an order as the marketplace would (buyer edits the address, the order ships …). */
  patchOrder(externalNo: string, patch: OrderPatch): void
  close(): Promise<void>
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

const FAMILY_PARAMS = {
  paged: { seller: 'seller_id', from: 'created_after', to: 'created_before' },
  cursor: { seller: 'seller', from: 'created_from', to: 'created_to' },
  offset: { seller: 'merchant', from: 'after', to: 'before' },
} as const

function parseTime(api: ChannelApi, value: string | undefined): number {
  if (value === undefined || value === '') return Number.NaN
  return api.family === 'cursor' ? Number(value) * 1000 : Date.parse(value)
}

export async function startMarketplaceSandbox(options: SandboxOptions = {}): Promise<MarketplaceSandbox> {
  const now = options.now ?? Date.now
  const maxPageSize = options.maxPageSize ?? 100
  const faults = new Map<string, SandboxFault>()
  const patches = new Map<string, OrderPatch>()
  const requests: MarketplaceSandbox['requests'] = []
  const pending = new Set<NodeJS.Timeout>()
  const listings = new ListingStore()
  const issuedTokens: IssuedTokens = new Map()
  const lazadaOAuth = newOAuthState(issuedTokens)
  const listingFaults = new Map<string, ListingFault>()
  const listingCalls = new Map<string, number>()
  const listingContext = {
    store: listings,
    issued: issuedTokens,
    now,
    slowMs: options.slowMs ?? 30_000,
    importMs: options.importMs ?? 200,
    ozonTasks: new Map(),
    calls: listingCalls,
    pending,
    oauth: lazadaOAuth,
    faultOf: (seller: string): ListingFault | null =>
      listingFaults.get(seller) ?? LISTING_FAULTS.find((fault) => fault === seller.split('--')[1]) ?? null,
  }

  const faultOf = (seller: string): SandboxFault | null => {
    const set = faults.get(seller)
    if (set) return set
    const suffix = seller.split('--')[1]
    return SANDBOX_FAULTS.find((fault) => fault === suffix) ?? null
  }
  const patched = (order: SandboxOrder): SandboxOrder => {
    const patch = patches.get(order.externalNo)
    if (!patch) return order
    const next = { ...order, ...patch }
    // An order the marketplace ships gets a carrier and tracking number, as on a real channel.
    if ((next.status === 'shipped' || next.status === 'completed') && !next.carrier) {
      Object.assign(next, { carrier: 'DHL', trackingNo: `SBX${order.externalNo}`, shippedAt: now() })
    }
    return next
  }

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox')
    const query = Object.fromEntries(url.searchParams)
    requests.push({ path: url.pathname, query, at: Date.now() })
    if (isLazadaOAuthPage(url)) return answerLazadaOAuthPage(req, res, url, lazadaOAuth, now())
    const entry = Object.entries(CHANNEL_APIS).find(([, api]) => api.path === url.pathname)
    if (!entry && isListingCall(url)) {
      const run = () => answerListing(req, res, url, listingContext).catch(() => res.destroy())
      if (options.latencyMs) setTimeout(run, options.latencyMs)
      else void run()
      return
    }
    if (req.method !== 'GET' || !entry) return send(res, 404, { error: 'not_found', path: url.pathname })
    const [channel, api] = entry
    const names = FAMILY_PARAMS[api.family]
    const seller = query[names.seller]
    const from = parseTime(api, query[names.from])
    const to = parseTime(api, query[names.to])
    if (!seller || Number.isNaN(from) || Number.isNaN(to) || from > to) {
      return send(res, 400, {
        error: 'bad_request',
        message: `${names.seller}, ${names.from} and ${names.to} are required`,
      })
    }
    const fault = faultOf(seller)
    if (fault === 'down') return send(res, 503, { error: 'service_unavailable' })
    if (fault === 'reset') return req.socket.destroy()
    if (fault === 'garbage') return send(res, 200, '<html><body>Bad gateway</body></html>', 'text/html')
    if (fault === 'malformed') return send(res, 200, { ok: true, orders: 'none' })

    const all = ordersBetween(channel, seller, from, to, now()).map(patched)
    const wanted = Number(query.page_size ?? query.limit ?? 50)
    const size = Math.max(1, Math.min(maxPageSize, Number.isFinite(wanted) ? wanted : 50))
    let start = 0
    if (api.family === 'paged') start = (Math.max(1, Number(query.page ?? 1)) - 1) * size
    if (api.family === 'offset') start = Math.max(0, Number(query.offset ?? 0))
    if (api.family === 'cursor' && query.cursor) start = Number(Buffer.from(query.cursor, 'base64url').toString())
    if (!Number.isInteger(start) || start < 0) return send(res, 400, { error: 'bad_cursor' })
    const pageIndex = Math.floor(start / size)
    if (fault === 'fail-page-2' && pageIndex === 1) return send(res, 500, { error: 'internal_error' })

    const slice = all.slice(start, start + size).map((order) => encodeOrder(api, order))
    if (fault === 'bad-order' && slice.length > 0) {
      const broken = { ...slice[0] }
      for (const key of ['items', 'lines', 'line_items']) delete broken[key]
      for (const key of ['create_time', 'created_at_epoch', 'date_created'])
        if (key in broken) broken[key] = 'yesterday'
      slice[0] = broken
    }
    let body: unknown
    if (api.family === 'paged') {
      body = {
        code: '0',
        message: 'success',
        data: { total: all.length, page: pageIndex + 1, page_size: size, orders: slice },
      }
    } else if (api.family === 'cursor') {
      const next = start + size < all.length ? Buffer.from(String(start + size)).toString('base64url') : null
      body = { result: { orders: slice, next_cursor: next } }
    } else {
      body = { items: slice, total: all.length, offset: start, limit: size }
    }
    if (fault === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer)
        if (!res.destroyed) send(res, 200, body)
      }, options.slowMs ?? 30_000)
      pending.add(timer)
      return
    }
    send(res, 200, body)
  }

  const server = createServer(answer)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${address.address}:${address.port}`,
    requests,
    setFault: (seller, fault) => (fault ? faults.set(seller, fault) : faults.delete(seller)),
    listings,
    issuedTokens,
    lazadaOAuth,
    setListingFault: (seller, fault) => {
      listingCalls.delete(seller)
      if (fault) listingFaults.set(seller, fault)
      else listingFaults.delete(seller)
    },
    patchOrder: (externalNo, patch) => patches.set(externalNo, { ...patches.get(externalNo), ...patch }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
