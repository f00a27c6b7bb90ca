import { cleanNotifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_TABLE_PAGING, fetchPage, normalisePage, pageAfterEmptyResult } from './paging'
import { activateTestLocale, jsonResponse, shownNotifications } from './testing/providers'

describe('normalisePage', () => {
  it('maps the server page to the table page', () => {
    expect(normalisePage({ pageSize: 10, pageNum: 3, total: 42, pages: 5, list: ['a'] })).toEqual({
      pageSize: 10,
      pageNo: 3,
      totalCount: 42,
      totalPage: 5,
      data: ['a'],
    })
  })

  it('turns a missing page into page 1 of size 20 with no rows', () => {
    const empty = { pageSize: 20, pageNo: 1, totalCount: 0, totalPage: 0, data: [] }
    expect(normalisePage(null)).toEqual(empty)
    expect(normalisePage(undefined)).toEqual(empty)
  })

  it('fills the fields a partial page leaves out', () => {
    expect(normalisePage({ pageNum: 2 })).toEqual({ pageSize: 20, pageNo: 2, totalCount: 0, totalPage: 0, data: [] })
  })
})

describe('table paging', () => {
  it('starts at page 1 of 10 rows with the size changer and quick jump', () => {
    expect(DEFAULT_TABLE_PAGING).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      showSizeChanger: true,
      showQuickJumper: true,
    })
  })

  it('goes back one page when a page past the first comes back empty', () => {
    expect(pageAfterEmptyResult(3, [])).toBe(2)
    expect(pageAfterEmptyResult(2, 0)).toBe(1)
  })

  it('stays on the first page, and on any page that has rows', () => {
    expect(pageAfterEmptyResult(1, [])).toBe(1)
    expect(pageAfterEmptyResult(3, ['row'])).toBe(3)
  })
})

describe('fetchPage', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    activateTestLocale()
    cleanNotifications()
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('posts the request and normalises the answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 0, msg: '', data: { pageSize: 10, pageNum: 1, total: 1, pages: 1, list: [{ id: 1 }] } }),
    )
    const page = await fetchPage('/shop/list', { pageNo: 1, pageSize: 10, status: 1 })
    expect(page).toEqual({ pageSize: 10, pageNo: 1, totalCount: 1, totalPage: 1, data: [{ id: 1 }] })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/dis/ts/shop/list')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ pageNo: 1, pageSize: 10, status: 1 })
  })

  it('shows the msg and returns an empty page when the server refuses', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 40300, msg: 'No permission', data: null }, 403))
    await expect(fetchPage('/shop/list', { pageNo: 2 })).resolves.toEqual({
      pageSize: 20,
      pageNo: 1,
      totalCount: 0,
      totalPage: 0,
      data: [],
    })
    expect(shownNotifications()).toEqual([{ title: 'Failure', message: 'No permission', color: 'red' }])
  })

  it('rethrows a network failure so the screen can show its error state', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(fetchPage('/shop/list', {})).rejects.toMatchObject({ isNetworkError: true })
  })
})
