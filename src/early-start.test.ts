import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from './lib/testing/fetch-stub'
import { jsonResponse } from './lib/testing/providers'
import { setToken } from './lib/token'

const { fetchMock, requestOf } = stubFetch()

/** Runs the page's first script as a fresh page load would, at `path`. */
async function startPage(path: string) {
  window.history.replaceState(null, '', path)
  vi.resetModules()
  await import('./early-start')
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  fetchMock.mockImplementation(async () => jsonResponse({ code: 0, msg: 'ok', data: {} }))
})

describe("the console page's first script", () => {
  it("asks for the user's info and, on the design editor's page, the chooser's lists, in the stored language", async () => {
    setToken('t-1')
    localStorage.setItem('lang', 'en')
    await startPage('/dis/pcdiy/')
    expect(fetchMock.mock.calls.map((_, n) => requestOf(n).url)).toEqual([
      '/dis/ts/user/info',
      '/dis/ts/product/list',
      '/dis/ts/ds/product_category',
    ])
    for (const n of [0, 1, 2]) {
      expect(requestOf(n).headers.get('authorization')).toBe('Bearer t-1')
      expect(requestOf(n).headers.get('accept-language')).toBe('en')
    }
  })

  it("asks for the user's info and, on the order list as it comes, its first page", async () => {
    setToken('t-1')
    await startPage('/dis/sale/order')
    expect(fetchMock.mock.calls.map((_, n) => requestOf(n).url)).toEqual([
      '/dis/ts/user/info',
      '/dis/ts/ds/list/sale_order',
    ])
    // Filtered in the URL: the list's own request asks for that page.
    fetchMock.mockClear()
    await startPage('/dis/sale/order?status=2')
    expect(fetchMock.mock.calls.map((_, n) => requestOf(n).url)).toEqual(['/dis/ts/user/info'])
  })

  it("asks only for the user's info on another page", async () => {
    setToken('t-1')
    await startPage('/dis/dashboard/workplace')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(requestOf(0).url).toBe('/dis/ts/user/info')
    // No stored language: Chinese (SPEC.md §1).
    expect(requestOf(0).headers.get('accept-language')).toBe('zh-CN')
  })

  it('asks for nothing signed out (the sign-in page)', async () => {
    await startPage('/dis/pcdiy/')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("touches the tab's sessionStorage in a task of its own, not in the boot's (signed in)", async () => {
    setToken('t-1')
    const sessionReads = vi.spyOn(Storage.prototype, 'getItem')
    const onSession = () => sessionReads.mock.contexts.filter((area) => area === sessionStorage).length
    vi.useFakeTimers()
    try {
      await startPage('/dis/dashboard/workplace')
      // Its own requests first, without the session area (the local token sufficed).
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(onSession()).toBe(0)
      vi.runAllTimers()
      expect(onSession()).toBe(1)
    } finally {
      vi.useRealTimers()
      sessionReads.mockRestore()
    }
  })
})
