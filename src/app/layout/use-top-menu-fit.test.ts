// The top menu's fit is remembered on the device: a start at a width where it had to hide a group
// draws the side rail at once, without drawing and measuring the top menu first (issue 21).
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../lib/storage-keys'
import { matchMediaStub } from '../../lib/testing/match-media'
import { useTopMenuFit } from './use-top-menu-fit'

/** A window `width` px wide: innerWidth and the min-width media queries agree. */
function windowOf(width: number) {
  vi.stubGlobal('innerWidth', width)
  vi.stubGlobal(
    'matchMedia',
    matchMediaStub((query) => {
      const min = query.match(/min-width: (\d+)px/)
      return min ? width >= Number(min[1]) : false
    }),
  )
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('useTopMenuFit', () => {
  it('fits until the menu reports a hidden group, then not at that width', () => {
    windowOf(1440)
    const { result } = renderHook(() => useTopMenuFit('en:a,b'))
    expect(result.current.fits).toBe(true)
    act(() => result.current.onOverflow(0))
    expect(result.current.fits).toBe(true)
    act(() => result.current.onOverflow(3))
    expect(result.current.fits).toBe(false)
  })

  it('a later start at that width knows at once that the menu does not fit', () => {
    windowOf(1440)
    const first = renderHook(() => useTopMenuFit('en:a,b'))
    act(() => first.result.current.onOverflow(2))
    first.unmount()

    const next = renderHook(() => useTopMenuFit('en:a,b'))
    expect(next.result.current.fits).toBe(false)
  })

  it('a wider window, another language or another menu tries the top menu again', () => {
    windowOf(1440)
    const first = renderHook(() => useTopMenuFit('en:a,b'))
    act(() => first.result.current.onOverflow(2))
    first.unmount()

    expect(renderHook(() => useTopMenuFit('zh-cn:a,b')).result.current.fits).toBe(true)
    expect(renderHook(() => useTopMenuFit('en:a,b,c')).result.current.fits).toBe(true)
    windowOf(1920)
    expect(renderHook(() => useTopMenuFit('en:a,b')).result.current.fits).toBe(true)
  })

  it('the key changing while mounted measures afresh', () => {
    windowOf(1440)
    const { result, rerender } = renderHook(({ key }) => useTopMenuFit(key), { initialProps: { key: 'en:a,b' } })
    act(() => result.current.onOverflow(2))
    expect(result.current.fits).toBe(false)
    rerender({ key: 'zh-cn:a,b' })
    expect(result.current.fits).toBe(true)
  })

  it('a garbled stored value reads as nothing remembered', () => {
    windowOf(1440)
    localStorage.setItem(STORAGE_KEYS.topMenuOverflow, '{not json')
    expect(renderHook(() => useTopMenuFit('en:a,b')).result.current.fits).toBe(true)
    localStorage.setItem(STORAGE_KEYS.topMenuOverflow, JSON.stringify({ key: 'x', at: 'wide' }))
    expect(renderHook(() => useTopMenuFit('en:a,b')).result.current.fits).toBe(true)
  })
})
