import { describe, expect, it } from 'vitest'
import { PERMISSION_KEYS } from '../contract/permissions'
import { buildMenu, menuLeaves } from './menu'
import { findRoute, findRoutes, matchPath, routerPathOf } from './route-lookup'
import type { RouteNode } from './route-node'
import { MENU_ROUTES, ROUTE_TABLE } from './route-table'
import { derivedWith, SELLER_KEYS } from './test-support/demo-roles'
import { SPEC_HIDDEN_ROUTES, SPEC_NEW_TAB_ROUTES, SPEC_ROUTES } from './test-support/spec-routes'

function walk(nodes: RouteNode[], visit: (node: RouteNode, depth: number) => void, depth = 0) {
  for (const node of nodes) {
    visit(node, depth)
    if (node.children) walk(node.children, visit, depth + 1)
  }
}

function allNodes(): RouteNode[] {
  const nodes: RouteNode[] = []
  walk(ROUTE_TABLE, (node) => nodes.push(node))
  return nodes
}

const routes = () => allNodes().filter((node) => node.path && !node.alias)

describe('route table', () => {
  it('holds every route of SPEC.md §2 exactly once', () => {
    const paths = routes().map((node) => node.path)
    for (const path of SPEC_ROUTES) {
      expect(
        paths.filter((candidate) => candidate === path),
        path,
      ).toHaveLength(1)
    }
  })

  it('declares no path twice, and no key twice', () => {
    const paths = routes().map((node) => node.path)
    expect(new Set(paths).size).toBe(paths.length)
    const keys = allNodes().map((node) => node.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('adds no route SPEC.md does not name beyond the error pages, the monitor link, the two menu words and the notice list', () => {
    const extra = routes()
      .map((node) => node.path as string)
      .filter((path) => !SPEC_ROUTES.includes(path))
    // SPEC.md §2 names "AI content" and "product code management" in the menu vocabulary without a route;
    // the notice list is the page behind SPEC §1's header notice popover (issue 20).
    expect(extra.sort()).toEqual([
      '/403',
      '/500',
      '/account/notice',
      '/dis/test/home',
      '/platform/code/list',
      '/seo/ai/content',
    ])
  })

  it('uses only permission keys of SPEC.md §6', () => {
    const known = new Set<string>(PERMISSION_KEYS)
    walk(ROUTE_TABLE, (node) => {
      for (const key of node.permission ?? []) expect(known.has(key), `${node.key}: ${key}`).toBe(true)
    })
  })

  it('gives the routes the keys the spec pairs them with', () => {
    const keysOf = (path: string) => findRoute(path)?.node.permission
    expect(keysOf('/sale/order')).toEqual(['sale_order'])
    expect(keysOf('/material/common/list')).toEqual(['material_list'])
    expect(keysOf('/distribution/manufacturer/product/list')).toEqual(['manufacturer_product_list'])
    expect(keysOf('/distribution/production/list')).toEqual(['production'])
    expect(findRoute('/platform/goods/shopee')?.chain.map((node) => node.permission)).toEqual([
      ['platform'],
      ['platform_shopee'],
      undefined,
    ])
    const groupKeys = MENU_ROUTES.flatMap((node) => (node.children ? (node.permission ?? []) : []))
    expect(groupKeys).toEqual(expect.arrayContaining(['dashboard', 'sale', 'goods', 'platform', 'distribution']))
  })

  it('marks the hidden routes hidden and keeps them out of the menu', () => {
    for (const path of SPEC_HIDDEN_ROUTES) expect(findRoute(path)?.node.hidden, path).toBe(true)
    const menuPaths = menuLeaves(buildMenu(derivedWith(SELLER_KEYS))).map(({ node }) => node.path)
    for (const path of SPEC_HIDDEN_ROUTES) expect(menuPaths).not.toContain(path)
    expect(menuPaths).not.toContain('/account/settings/base')
  })

  it('opens the editors and the monitor in a new tab', () => {
    const external = allNodes().filter((node) => node.external)
    expect(external.map((node) => node.path).sort()).toEqual([...SPEC_NEW_TAB_ROUTES, '/dis/test/home'].sort())
  })

  it('gives every menu group an icon and every node a title', () => {
    for (const node of MENU_ROUTES) expect(node.icon, node.key).toBeDefined()
    walk(ROUTE_TABLE, (node) => expect(node.title.id, node.key).toBeTruthy())
  })

  it('keys list screens by path and detail screens by full path in the tab bar', () => {
    expect(findRoute('/sale/order')?.node.singleton).toBe(true)
    expect(findRoute('/sale/order/detail')?.node.singleton).toBe(false)
    expect(findRoute('/platform/lazada')?.node.singleton).toBe(false)
  })
})

describe('route lookup', () => {
  it('matches parameters and trailing slashes', () => {
    expect(
      matchPath('/distribution/manufacturer/product/detail/$id', '/distribution/manufacturer/product/detail/42'),
    ).toEqual({
      id: '42',
    })
    expect(matchPath('/sale/order', '/sale/order/')).toEqual({})
    expect(matchPath('/sale/order', '/sale/orders')).toBeNull()
    expect(findRoute('/distribution/manufacturer/product/detail/7')?.params).toEqual({ id: '7' })
  })

  it('finds the editors that load this app under their own path', () => {
    const editor = findRoute('/mi/')
    expect(editor?.node.path).toBe('/dis/mi/')
    expect(routerPathOf(editor!.node)).toBe('/mi')
  })

  it('puts the canonical route before its menu alias', () => {
    const places = findRoutes('/product/list')
    expect(places).toHaveLength(2)
    expect(places[0]?.node.alias).toBeUndefined()
    expect(places[0]?.chain[0]?.key).toBe('group:product')
    expect(places[1]?.node.alias).toBe(true)
    expect(places[1]?.chain[0]?.key).toBe('group:supply')
  })

  it('prefers the public status page over the monitor link that points at it', () => {
    expect(findRoute('/test/home')?.node.public).toBe(true)
  })

  it('knows nothing of unknown paths', () => {
    expect(findRoute('/no/such/page')).toBeUndefined()
  })
})
