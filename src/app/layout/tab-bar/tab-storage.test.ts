import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../lib/storage-keys'
import { EMPTY_TABS } from './tab-reducer'
import { loadTabs, saveTabs } from './tab-storage'

beforeEach(() => sessionStorage.clear())

describe('tab persistence', () => {
  const tabs = { tabs: [{ key: '/a', fullPath: '/a?x=1', routeKey: '/a', title: 'A' }], activeKey: '/a' }

  it('restores the tabs of the same account after a reload', () => {
    saveTabs('u1', tabs)
    expect(loadTabs('u1')).toEqual(tabs)
  })

  it('does not hand one account the tabs of another', () => {
    saveTabs('u1', tabs)
    expect(loadTabs('u2')).toEqual(EMPTY_TABS)
  })

  it('survives damaged entries', () => {
    sessionStorage.setItem(STORAGE_KEYS.tabs, '{"owner":"u1","state":{"tabs":[{"key":1}],"activeKey":"x"}}')
    expect(loadTabs('u1')).toEqual(EMPTY_TABS)
    sessionStorage.setItem(STORAGE_KEYS.tabs, 'nope')
    expect(loadTabs('u1')).toEqual(EMPTY_TABS)
  })
})
