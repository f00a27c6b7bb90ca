import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_ANSWER_MAX_AGE_MS } from '../../../lib/early-request'
import { stubFetch } from '../../../lib/testing/fetch-stub'
import { activateTestLocale, jsonResponse } from '../../../lib/testing/providers'
import { clearToken, setToken } from '../../../lib/token'
import { orderListRequest, parseOrderSearch } from '../order-search'
import { EARLY_ORDER_LIST_PATH, FIRST_ORDER_PAGE, requestFirstOrdersEarly, takeFirstOrders } from './early-orders'
import { isFirstOrderPage, listOrders, ORDER_LIST_PATH } from './list-orders'

vi.mock('../../../lib/reload-page', () => ({ reloadPage: vi.fn() }))

const { fetchMock, requestOf } = stubFetch()
const ROW = { id: 'o1', orderNo: 'SO-1' }
const page = (list: unknown[]) =>
  jsonResponse({ code: 0, msg: 'ok', data: { pageNum: 1, pageSize: 10, total: list.length, pages: 1, list } })

beforeEach(() => {
  activateTestLocale()
  localStorage.clear()
  clearToken()
  takeFirstOrders(new AbortController().signal)
})
afterEach(() => vi.useRealTimers())

describe("the order list's first page asked for at the page's start", () => {
  it('is the request the list sends with nothing in the URL', () => {
    expect(EARLY_ORDER_LIST_PATH).toBe(ORDER_LIST_PATH)
    expect(orderListRequest(parseOrderSearch({}))).toEqual(FIRST_ORDER_PAGE)
    expect(isFirstOrderPage(orderListRequest(parseOrderSearch({})))).toBe(true)
    expect(isFirstOrderPage(orderListRequest(parseOrderSearch({ pageNo: 2 })))).toBe(false)
    expect(isFirstOrderPage(orderListRequest(parseOrderSearch({ status: '2' })))).toBe(false)
  })

  it('is asked for on the bare list only, and the list reads the answer once', async () => {
    setToken('t-1')
    requestFirstOrdersEarly('/dis/sale/order', '?status=2', 'en')
    requestFirstOrdersEarly('/dis/sale/order/detail', '', 'en')
    requestFirstOrdersEarly('/dis/dashboard/workplace', '', 'en')
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(page([ROW]))
    requestFirstOrdersEarly('/dis/sale/order', '', 'en')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const early = requestOf(0)
    expect(early.url).toBe('/dis/ts/ds/list/sale_order')
    expect(early.method).toBe('POST')
    expect(JSON.parse(early.body)).toEqual(FIRST_ORDER_PAGE)
    expect(early.headers.get('authorization')).toBe('Bearer t-1')
    expect(early.headers.get('accept-language')).toBe('en')

    await expect(listOrders(orderListRequest(parseOrderSearch({})))).resolves.toMatchObject({ data: [ROW] })
    expect(fetchMock).toHaveBeenCalledTimes(1)

    // Taken once: the next read asks the server itself, with the same body.
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(listOrders(orderListRequest(parseOrderSearch({})))).resolves.toMatchObject({ data: [] })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(JSON.parse(requestOf(1).body)).toEqual(FIRST_ORDER_PAGE)
  })

  it('is not what another page of the list reads', async () => {
    setToken('t-1')
    fetchMock.mockResolvedValueOnce(page([ROW]))
    requestFirstOrdersEarly('/dis/sale/order/', '', 'zh-cn')
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(listOrders(orderListRequest(parseOrderSearch({ pageNo: 2 })))).resolves.toMatchObject({ data: [] })
    expect(JSON.parse(requestOf(1).body)).toMatchObject({ pageNo: 2 })
  })

  it('is not handed out once it is older than a first screen waits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    setToken('t-1')
    fetchMock.mockResolvedValueOnce(page([ROW]))
    requestFirstOrdersEarly('/dis/sale/order', '', 'en')
    vi.setSystemTime(Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1)
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(listOrders(orderListRequest(parseOrderSearch({})))).resolves.toMatchObject({ data: [] })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is dropped when the session changed before the list read it', async () => {
    setToken('t-1')
    fetchMock.mockResolvedValueOnce(page([ROW]))
    requestFirstOrdersEarly('/dis/sale/order', '', 'en')
    const earlySignal = fetchMock.mock.calls[0]?.[1]?.signal
    setToken('t-2')
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(listOrders(orderListRequest(parseOrderSearch({})))).resolves.toMatchObject({ data: [] })
    expect(earlySignal?.aborted).toBe(true)
    expect(requestOf(1).headers.get('authorization')).toBe('Bearer t-2')
  })

  it('is not asked for signed out', () => {
    requestFirstOrdersEarly('/dis/sale/order', '', 'en')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
