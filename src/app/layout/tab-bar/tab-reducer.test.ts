import { describe, expect, it } from 'vitest'
import type { RouteNode } from '../../route-node'
import { EMPTY_TABS, reduceTabs, type Tab, type TabsState, tabOf } from './tab-reducer'

const singleton = { key: '/sale/order', singleton: true } as RouteNode
const detail = { key: '/sale/order/detail', singleton: false } as RouteNode

const tab = (key: string): Tab => ({ key, fullPath: key, routeKey: key })
const state = (keys: string[], active: string): TabsState => ({ tabs: keys.map(tab), activeKey: active })
const keysOf = (tabs: TabsState) => tabs.tabs.map((t) => t.key)

describe('tab keys', () => {
  it('keys a singleton route by its path, whatever the search', () => {
    const first = tabOf({ pathname: '/sale/order', searchStr: '?status=1' }, singleton)
    const second = tabOf({ pathname: '/sale/order', searchStr: '?status=2' }, singleton)
    expect(first.key).toBe('/sale/order')
    expect(second.key).toBe(first.key)
    expect(second.fullPath).toBe('/sale/order?status=2')
  })

  it('keys other routes by their full path', () => {
    const a = tabOf({ pathname: '/sale/order/detail', searchStr: '?id=1' }, detail)
    const b = tabOf({ pathname: '/sale/order/detail', searchStr: '?id=2' }, detail)
    expect(a.key).toBe('/sale/order/detail?id=1')
    expect(b.key).not.toBe(a.key)
  })

  it('keeps one tab for a record while its action dialog opens and closes', () => {
    const plain = tabOf({ pathname: '/sale/order/detail', searchStr: '?id=1&__t=SO-1' }, detail)
    const shipping = tabOf({ pathname: '/sale/order/detail', searchStr: '?id=1&__t=SO-1&action=ship' }, detail)
    const untitled = tabOf({ pathname: '/sale/order/detail', searchStr: '?id=1' }, detail)
    expect(shipping.key).toBe(plain.key)
    expect(untitled.key).toBe(plain.key)
    expect(shipping.fullPath).toBe('/sale/order/detail?id=1&__t=SO-1&action=ship')
    let tabs = reduceTabs(EMPTY_TABS, { type: 'open', tab: plain }).state
    tabs = reduceTabs(tabs, { type: 'open', tab: shipping }).state
    tabs = reduceTabs(tabs, { type: 'open', tab: plain }).state
    expect(tabs.tabs).toHaveLength(1)
    expect(tabs.tabs[0]?.fullPath).toBe('/sale/order/detail?id=1&__t=SO-1')
  })

  it('takes the title from __t when given', () => {
    const titled = tabOf({ pathname: '/sale/order/detail', searchStr: '?id=1&__t=Order%20SO-1' }, detail)
    expect(titled.title).toBe('Order SO-1')
    expect(tabOf({ pathname: '/sale/order', searchStr: '' }, singleton).title).toBeUndefined()
  })
})

describe('tab reducer', () => {
  it('opens a tab once and refreshes it when visited again', () => {
    let result = reduceTabs(EMPTY_TABS, { type: 'open', tab: tab('/a') })
    result = reduceTabs(result.state, { type: 'open', tab: tab('/b') })
    result = reduceTabs(result.state, { type: 'open', tab: { ...tab('/a'), fullPath: '/a?page=2' } })
    expect(keysOf(result.state)).toEqual(['/a', '/b'])
    expect(result.state.activeKey).toBe('/a')
    expect(result.state.tabs[0]?.fullPath).toBe('/a?page=2')
  })

  it('closes the active tab and moves to its left neighbour', () => {
    const result = reduceTabs(state(['/a', '/b', '/c'], '/b'), { type: 'close', key: '/b' })
    expect(keysOf(result.state)).toEqual(['/a', '/c'])
    expect(result.navigate).toBe('/a')
    expect(result.state.activeKey).toBe('/a')
  })

  it('closes the first tab and moves to the right', () => {
    const result = reduceTabs(state(['/a', '/b'], '/a'), { type: 'close', key: '/a' })
    expect(result.navigate).toBe('/b')
  })

  it('closes an inactive tab without navigating', () => {
    const result = reduceTabs(state(['/a', '/b', '/c'], '/c'), { type: 'close', key: '/a' })
    expect(keysOf(result.state)).toEqual(['/b', '/c'])
    expect(result.navigate).toBeUndefined()
  })

  it('keeps the last tab open', () => {
    const only = state(['/a'], '/a')
    expect(reduceTabs(only, { type: 'close', key: '/a' })).toEqual({ state: only, notice: 'last-tab' })
    expect(reduceTabs(only, { type: 'close-all', key: '/a' })).toEqual({ state: only, notice: 'last-tab' })
  })

  it('closes the tabs on the left, or says there are none', () => {
    const result = reduceTabs(state(['/a', '/b', '/c'], '/a'), { type: 'close-left', key: '/b' })
    expect(keysOf(result.state)).toEqual(['/b', '/c'])
    expect(result.navigate).toBe('/b')
    const none = reduceTabs(state(['/a', '/b'], '/a'), { type: 'close-left', key: '/a' })
    expect(none.notice).toBe('no-left')
    expect(keysOf(none.state)).toEqual(['/a', '/b'])
  })

  it('closes the tabs on the right, or says there are none', () => {
    const result = reduceTabs(state(['/a', '/b', '/c'], '/b'), { type: 'close-right', key: '/b' })
    expect(keysOf(result.state)).toEqual(['/a', '/b'])
    expect(result.navigate).toBeUndefined()
    const none = reduceTabs(state(['/a', '/b'], '/a'), { type: 'close-right', key: '/b' })
    expect(none.notice).toBe('no-right')
  })

  it('closes all other tabs, keeping the one the menu was opened on', () => {
    const result = reduceTabs(state(['/a', '/b', '/c'], '/c'), { type: 'close-all', key: '/b' })
    expect(keysOf(result.state)).toEqual(['/b'])
    expect(result.navigate).toBe('/b')
  })

  it('ignores actions on unknown tabs', () => {
    const before = state(['/a'], '/a')
    expect(reduceTabs(before, { type: 'close', key: '/zzz' }).state).toBe(before)
  })
})
