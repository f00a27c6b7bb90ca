import { describe, expect, it } from 'vitest'
import { hasOrderFilters, nextOrderSearch, orderListRequest, parseOrderSearch } from './order-search'

describe('order list search params', () => {
  it('survive a round trip through the URL unchanged', () => {
    const search = parseOrderSearch({
      status: '2',
      channel: 'shopee',
      shopId: 'shop-1',
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
      keyword: 'SF123',
      pageNo: 3,
      pageSize: 50,
      sortField: 'totalAmount',
      sortOrder: 'ascend',
    })
    // What the router writes to the URL comes back as the same search.
    const url = new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)]))
    expect(parseOrderSearch(Object.fromEntries(url))).toEqual(search)
    expect(search.pageNo).toBe(3)
  })

  it('drops an invalid param from a hand-edited link but keeps the rest', () => {
    expect(
      parseOrderSearch({
        status: '99',
        channel: 'ebay',
        pageSize: 7,
        pageNo: -1,
        createdFrom: '2026-13-40',
        keyword: 'abc',
      }),
    ).toEqual({ keyword: 'abc' })
  })

  it('reads a hand-typed numeric status as the status value', () => {
    expect(parseOrderSearch({ status: 3, pageNo: '2' })).toEqual({ status: '3', pageNo: 2 })
  })

  it('leaves defaults and empty values out of the URL', () => {
    expect(parseOrderSearch({ pageNo: 1, pageSize: 10, keyword: '', source: '   ' })).toEqual({})
    expect(parseOrderSearch({ sortOrder: 'ascend' })).toEqual({})
  })

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const current = parseOrderSearch({ pageNo: 4, status: '2' })
    expect(nextOrderSearch(current, { channel: 'tiktok' })).toEqual({ status: '2', channel: 'tiktok' })
    expect(nextOrderSearch(current, { pageNo: 5 })).toEqual({ status: '2', pageNo: 5 })
    expect(nextOrderSearch(current, { status: undefined })).toEqual({})
  })

  it('asks the server for 10 newest orders by default (SPEC.md §9)', () => {
    expect(orderListRequest({})).toEqual({ pageNo: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'descend' })
    expect(orderListRequest({ sortField: 'shipBy', sortOrder: 'ascend', keyword: 'x' })).toMatchObject({
      sortField: 'shipBy',
      sortOrder: 'ascend',
      keyword: 'x',
    })
  })

  it('knows when the list is filtered', () => {
    expect(hasOrderFilters({ pageNo: 2, sortField: 'paidAt' })).toBe(false)
    expect(hasOrderFilters({ keyword: 'a' })).toBe(true)
  })
})
