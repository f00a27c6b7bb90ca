import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useSearchParam } from './use-search-param'

afterEach(() => window.history.replaceState(null, '', '/'))

describe('useSearchParam', () => {
  it('reads the value from the address and writes it as a new history entry', () => {
    window.history.replaceState(null, '', '/dis/batch/?job=j-1&x=1')
    const { result } = renderHook(() => useSearchParam('job'))
    expect(result.current[0]).toBe('j-1')
    const before = window.history.length
    act(() => result.current[1]('j-2'))
    expect(result.current[0]).toBe('j-2')
    expect(window.location.search).toBe('?job=j-2&x=1')
    expect(window.history.length).toBe(before + 1)
    act(() => result.current[1](null))
    expect(window.location.search).toBe('?x=1')
  })

  it('follows Back and Forward', () => {
    window.history.replaceState(null, '', '/dis/batch/')
    const { result } = renderHook(() => useSearchParam('job'))
    expect(result.current[0]).toBeNull()
    act(() => {
      window.history.pushState(null, '', '/dis/batch/?job=j-3')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(result.current[0]).toBe('j-3')
  })
})
