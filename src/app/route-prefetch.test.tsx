// Every in-app route whose loader prefetches: opened in a router with a query client, its loader's
// prefetch must be exactly what the screen then reads — each prefetched query has the screen as an
// observer, and no request goes out twice. A loader whose key drifted from the screen's (a field
// the screen adds, a default it fills in differently) leaves its query unobserved, and the screen
// asks again. Every list route (a URL search) must have such a loader.
import type { QueryClient } from '@tanstack/react-query'
import { hashKey } from '@tanstack/react-query'
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserInfo } from '../contract/permissions'
import { userKeys } from '../lib/query-keys'
import { desktopMedia } from '../lib/testing/desktop-fetch'
import { createTestQueryClient, renderWithProviders } from '../lib/testing/providers'
import { setToken } from '../lib/token'
import { guardLayout, isForbidden } from './guard'
import { SELLER_KEYS, userWith } from './test-support/demo-roles'

/** The route files' sources, to find the list routes without loading every screen. */
const sources = import.meta.glob<string>('../routes/_app/**/*.tsx', { query: '?raw', import: 'default', eager: true })
const modules = import.meta.glob<{ Route: AnyRoute }>('../routes/_app/**/*.tsx')

/** Routes with a path parameter open at one real value of it; the rest open at their own path. */
const PARAMS: Record<string, Record<string, string>> = {
  '/platform/goods/$channel': { channel: 'lazada' },
  '/platform/list/$channel': { channel: 'lazada' },
  '/platform/public/goods/$channel': { channel: 'lazada' },
  '/platform/$channel': { channel: 'lazada' },
  '/platform/export/$channel': { channel: 'lazada' },
}

/**
 * The URLs each route is opened at. A list route: its first page as linked from the menu, and a
 * later page with a filter (a request builder that drops or renames a field shows there). Some
 * routes need their own: a detail reads nothing without its id, a tab or scope picks another list.
 */
const LIST_SEARCHES = ['', '?pageNo=2&pageSize=20&keyword=abc']
const SEARCHES: Record<string, string[]> = {
  '/platform/$channel': ['?id=t1'],
  '/sale/order/detail': ['?id=o1'],
  '/sale/refund/detail': ['?id=r1'],
  '/manual-sync/sale-order': [...LIST_SEARCHES, '?run=r1&pageNo=3'],
  '/seo/ai/content': ['', '?goodsId=g1&find=abc&channel=ozon'],
  '/platform/public/goods/$channel': [...LIST_SEARCHES, '?scope=mine&minPrice=5&offererId=o1'],
  '/platform/shop/goods/publish': ['?shopId=s1', '?shopId=s1&pageNo=2&keyword=abc&publishState=published'],
  '/distribution/settlement/list': [...LIST_SEARCHES, '?tab=records&pageNo=2'],
  '/distribution/supplier/settlement/list': [...LIST_SEARCHES, '?tab=records&pageNo=2'],
}

/** `../routes/_app/sale/order/index.tsx` → `/sale/order/`, as the generated route tree names it. */
const pathOf = (file: string) =>
  file
    .replace('../routes/_app', '')
    .replace(/\.tsx$/, '')
    .replace(/\/index$/, '/')

/** A route with a URL search that names a page: a list search of the feature, or a shape with a pageNo. */
const isListRoute = (source: string) =>
  /validateSearch/.test(source) && (/Search\(search\)/.test(source) || /\bpageNo\b/.test(source))
/** List routes whose screen reads no query, so there is nothing to start. */
const NOTHING_TO_PREFETCH: Record<string, string> = {
  '/account/notice': 'the notices are read from the device database (Dexie), kept in step by the sync',
}
const hasLoader = (source: string) => /\bloader:/.test(source)

const files = Object.keys(sources).filter((file) => !file.endsWith('.test.tsx'))
const listRoutes = files.filter((file) => isListRoute(sources[file]!))
const withLoader = files.filter((file) => hasLoader(sources[file]!))
const seller = userWith(SELLER_KEYS)
/** A seller who may look at the Lazada plaza but not offer or add: the screen asks for less. */
const plazaViewer: UserInfo = {
  ...seller,
  role: {
    ...seller.role,
    permissions: seller.role.permissions.map((permission) =>
      permission.permissionId === 'platform_lazada'
        ? { ...permission, actionEntitySet: [{ action: 'query' }, { action: 'get' }] }
        : permission,
    ),
  },
}

const cases = [
  ...withLoader.flatMap((file) =>
    (SEARCHES[pathOf(file)] ?? (listRoutes.includes(file) ? LIST_SEARCHES : [''])).map(
      (search) => [pathOf(file) + search, file, search, seller] as const,
    ),
  ),
  [
    '/platform/public/goods/$channel?scope=mine, as a viewer',
    '../routes/_app/platform/public/goods/$channel.tsx',
    '?scope=mine',
    plazaViewer,
  ] as const,
]

let current: QueryClient
const root = createRootRoute({ component: Outlet })
// The signed-in layout's context as the app makes it (src/app/signed-in.ts): the real guard —
// session, permissions and the route table's decision — and the query client loaders read.
const layout = createRoute({
  getParentRoute: () => root,
  id: '_app',
  beforeLoad: async ({ location }) => {
    const access = guardLayout(current, location)
    expect(isForbidden(location.pathname, await access.session), location.pathname).toBe(false)
    return { ...access, queryClient: current }
  },
  component: Outlet,
})

interface Sent {
  url: string
  body: string
}
let sent: Sent[] = []

beforeEach(() => {
  sent = []
  setToken('signed-in')
  vi.stubGlobal('matchMedia', desktopMedia)
  // No answer ever comes: what matters is what was asked, and a pending query is shared by
  // everyone who asks for its key, so a screen reading the prefetched key sends nothing more.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const body = typeof init?.body === 'string' ? init.body : ''
      sent.push({ url, body })
      return new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('route loaders', () => {
  it('every list route prefetches in its loader', () => {
    expect(listRoutes.length).toBeGreaterThan(30)
    const without = listRoutes.filter((file) => !hasLoader(sources[file]!)).map(pathOf)
    expect(without.filter((path) => !(path in NOTHING_TO_PREFETCH))).toEqual([])
    // An exception that became a loader is taken off the list.
    expect(Object.keys(NOTHING_TO_PREFETCH).filter((path) => !without.includes(path))).toEqual([])
  })

  it.each(cases)(
    '%s: the screen reads exactly what its loader prefetched',
    { timeout: 60_000 },
    async (_, file, search, user) => {
      const path = pathOf(file)
      const { Route } = await modules[file]!()
      Route.update({ id: path, path, getParentRoute: () => layout } as never)
      const tree = root.addChildren([layout.addChildren([Route])])

      current = createTestQueryClient()
      current.setQueryData(userKeys.info(), user)
      const prefetched: string[] = []
      for (const method of ['prefetchQuery', 'ensureQueryData'] as const) {
        const original = current[method].bind(current) as (options: {
          queryKey: readonly unknown[]
        }) => Promise<unknown>
        vi.spyOn(current, method).mockImplementation(((options: { queryKey: readonly unknown[] }) => {
          prefetched.push(hashKey(options.queryKey))
          return original(options)
        }) as never)
      }

      const params = PARAMS[path] ?? {}
      const url = Object.entries(params).reduce((at, [name, value]) => at.replace(`$${name}`, value), path)
      const router = createRouter({
        routeTree: tree,
        history: createMemoryHistory({ initialEntries: [url + search] }),
      })
      await act(async () => {
        renderWithProviders(<RouterProvider router={router} />, current)
      })

      // The route's code loads first (its own chunk): slow on a loaded machine, so wait long enough.
      await waitFor(() => expect(prefetched.length).toBeGreaterThan(0), { timeout: 20_000 })
      // The screen is drawn and has subscribed to its queries.
      await waitFor(
        () => {
          // Observed and enabled: a screen whose query waits on a right the user lacks does not ask.
          const unobserved = prefetched.filter((hash) => {
            const query = current.getQueryCache().get(hash)
            return !query || query.getObserversCount() === 0 || !query.isActive()
          })
          expect(unobserved, `prefetched but not read by the screen of ${path}`).toEqual([])
        },
        { timeout: 20_000 },
      )
      // Every query now fetching has sent its request (the client sends after a few awaits): the
      // prefetched ones at least, and one each for the rest, so a second request would be here too.
      await waitFor(
        () => {
          const fetching = current.getQueryCache().findAll({ fetchStatus: 'fetching' }).length
          expect(sent.length).toBeGreaterThanOrEqual(Math.max(fetching, prefetched.length))
        },
        { timeout: 20_000 },
      )
      const requests = sent.map(({ url, body }) => `${url} ${body}`)
      expect(
        requests.filter((request, at) => requests.indexOf(request) !== at),
        'requests sent twice',
      ).toEqual([])
    },
  )
})
