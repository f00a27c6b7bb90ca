// Walks one shop's pages for a window (shared by every connector): each request with its own
// time-out, a cap on pages and orders, each order read on its own — a bad order is reported and
// skipped, a bad page (garbage, wrong shape, error status) fails the whole shop.
import { z } from 'zod'
import {
  type ConnectorShop,
  type ExternalOrder,
  MalformedAnswer,
  type PlatformConnector,
  type SyncWindow,
} from './connector'
import { issueText } from './families/fields'
import { FetchFailure, fetchJson } from './http'

export interface FetchLimits {
  timeoutMs: number
  pageSize: number
  maxPages: number
  maxOrders: number
  maxBytes: number
}

export const DEFAULT_LIMITS: Omit<FetchLimits, 'timeoutMs'> = {
  pageSize: 50,
  maxPages: 200,
  maxOrders: 5000,
  maxBytes: 5 * 1024 * 1024,
}

export interface FetchedOrders {
  orders: ExternalOrder[]
  problems: { externalNo: string; reason: string }[]
  fetched: number
  pages: number
}

/** Why a shop's fetch failed, as a message key of the platform-sync catalog and its parameters. */
export class ShopFailure extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key)
  }
}

function problemOf(error: unknown): string {
  if (error instanceof z.ZodError) return issueText(error)
  if (error instanceof MalformedAnswer) return error.message
  throw error
}

export async function fetchShopOrders(
  connector: PlatformConnector,
  shop: ConnectorShop,
  window: SyncWindow,
  limits: FetchLimits,
  onPage: (pages: number, fetched: number) => Promise<void>,
): Promise<FetchedOrders> {
  const byNo = new Map<string, ExternalOrder>()
  const problems: FetchedOrders['problems'] = []
  let fetched = 0
  let pages = 0
  let request: ReturnType<PlatformConnector['firstPage']> | null = connector.firstPage(shop, window, limits.pageSize)
  while (request) {
    if (pages >= limits.maxPages) throw new ShopFailure('sync.fail.tooManyPages', { max: limits.maxPages })
    let body: unknown
    try {
      body = await fetchJson(request.url, limits)
    } catch (error) {
      if (error instanceof FetchFailure)
        throw new ShopFailure(`sync.fail.${error.kind}`, { detail: error.detail, page: pages + 1 })
      throw error
    }
    let page: ReturnType<PlatformConnector['readPage']>
    try {
      page = connector.readPage(body, request)
    } catch (error) {
      if (error instanceof MalformedAnswer)
        throw new ShopFailure('sync.fail.malformed', { detail: error.message, page: pages + 1 })
      throw error
    }
    pages++
    for (const raw of page.orders) {
      fetched++
      try {
        const order = connector.readOrder(raw)
        const shipped = order.status === '3' || order.status === '4'
        if (shipped && (!order.expressCode || !order.trackingNo))
          throw new MalformedAnswer('shipped without a tracking number')
        byNo.set(order.externalNo, order)
      } catch (error) {
        problems.push({ externalNo: connector.externalNoOf(raw).slice(0, 64), reason: problemOf(error).slice(0, 200) })
      }
    }
    if (fetched > limits.maxOrders) throw new ShopFailure('sync.fail.tooManyOrders', { max: limits.maxOrders })
    await onPage(pages, fetched)
    request = page.next
  }
  return { orders: [...byNo.values()], problems, fetched, pages }
}
