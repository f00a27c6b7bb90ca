// The storefront's state: the shop page (from the network, else the cached copy), the signed-in
// member, online/offline, and draining queued orders when the network comes back.
import { useCallback, useEffect, useState } from 'react'
import type { StoreBootData, StoreMember, StorePage } from '../contract/store-shared'
import { memberToken, OfflineError, StoreError, storeApi } from './api'
import { cachedPage, cachePage } from './cache'
import { drainOutbox, onOutboxChange, queuedOrders } from './outbox'
import type { StoreLocation } from './where'

const pagePath = (where: StoreLocation) =>
  `/store/${encodeURIComponent(where.shopId)}/page${where.counterId ? `?counter=${encodeURIComponent(where.counterId)}` : ''}`

let early: { path: string; page: Promise<StorePage> } | null = null

/**
 * Starts the shop page's request at boot, beside the language catalog, instead of after the first
 * render: on a phone's network that is one round trip less before the goods (the page's largest
 * paint) show. The first load of the page takes it; later loads ask again.
 */
export function prefetchPage(where: StoreLocation) {
  const path = pagePath(where)
  const page = storeApi<StorePage>(where.shopId, 'GET', path)
  page.catch(() => {}) // met again, and handled, by loadPage
  early = { path, page }
}

function fetchPage(where: StoreLocation): Promise<StorePage> {
  const path = pagePath(where)
  if (early?.path === path) {
    const { page } = early
    early = null
    return page
  }
  return storeApi<StorePage>(where.shopId, 'GET', path)
}

export type PageState =
  | { kind: 'loading' }
  | { kind: 'ready'; page: StorePage; savedAt: number | null }
  | { kind: 'missing' }
  | { kind: 'offline' }

const bootState = (boot: StoreBootData): PageState =>
  boot.page ? { kind: 'ready', page: boot.page, savedAt: null } : { kind: 'missing' }

/**
 * `boot`: the page the server drew. The first render then shows exactly that (online, nothing
 * queued, nobody signed in — what the server knew) so it matches the server's markup; what only
 * this device knows (the network, queued orders, the member) follows in effects, as for a page
 * loaded here.
 */
export function useStore(where: StoreLocation, boot: StoreBootData | null = null) {
  const [state, setState] = useState<PageState>(() => (boot ? bootState(boot) : { kind: 'loading' }))
  const [online, setOnline] = useState(true)
  const [member, setMember] = useState<StoreMember | null>(null)
  const [queued, setQueued] = useState<ReturnType<typeof queuedOrders>>([])
  const [placedFromQueue, setPlacedFromQueue] = useState(0)
  const [drawn] = useState(boot)

  const loadPage = useCallback(async () => {
    try {
      const page = await fetchPage({ shopId: where.shopId, counterId: where.counterId })
      cachePage(where.shopId, where.counterId, page)
      setState({ kind: 'ready', page, savedAt: null })
    } catch (error) {
      if (error instanceof StoreError && error.status === 404) {
        setState({ kind: 'missing' })
        return
      }
      const copy = cachedPage(where.shopId, where.counterId)
      if (copy) setState({ kind: 'ready', page: copy.value, savedAt: copy.savedAt })
      else setState({ kind: error instanceof OfflineError ? 'offline' : 'missing' })
    }
  }, [where.shopId, where.counterId])

  const loadMember = useCallback(async () => {
    if (!memberToken(where.shopId)) {
      setMember(null)
      return
    }
    try {
      setMember(
        await storeApi<StoreMember>(where.shopId, 'GET', `/store/${encodeURIComponent(where.shopId)}/member/me`),
      )
    } catch (error) {
      if (!(error instanceof OfflineError)) setMember(null)
    }
  }, [where.shopId])

  const drain = useCallback(async () => {
    const placed = await drainOutbox(where.shopId)
    if (placed.length > 0) {
      setPlacedFromQueue((n) => n + placed.length)
      void loadMember()
    }
  }, [where.shopId, loadMember])

  useEffect(() => {
    // The server's page is fresh: kept for offline use, not asked for again.
    if (drawn?.page) cachePage(where.shopId, where.counterId, drawn.page)
    else if (!drawn) void loadPage()
    void loadMember().then(drain)
  }, [drawn, where.shopId, where.counterId, loadPage, loadMember, drain])

  useEffect(() => {
    setOnline(navigator.onLine)
    // Only when there is something: a new empty array would draw the whole page again.
    if (queuedOrders(where.shopId).length > 0) setQueued(queuedOrders(where.shopId))
    const up = () => {
      setOnline(true)
      void loadPage()
      void drain()
    }
    const down = () => setOnline(false)
    window.addEventListener('online', up)
    window.addEventListener('offline', down)
    const stop = onOutboxChange(() => setQueued(queuedOrders(where.shopId)))
    // Some kiosks' Wi-Fi comes back without an `online` event: try again now and then.
    const timer = window.setInterval(() => {
      if (queuedOrders(where.shopId).some((entry) => !entry.failed)) void drain()
    }, 30_000)
    return () => {
      window.removeEventListener('online', up)
      window.removeEventListener('offline', down)
      stop()
      window.clearInterval(timer)
    }
  }, [where.shopId, loadPage, drain])

  return { state, online, member, setMember, loadMember, loadPage, queued, placedFromQueue, drain }
}
