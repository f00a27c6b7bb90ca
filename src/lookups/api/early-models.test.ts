import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GOODS_PATHS } from '../../contract/goods-paths'
import { GOODS_SOURCES } from '../../contract/goods-sources'
import { stubFetch } from '../../lib/testing/fetch-stub'
import { activateTestLocale, jsonResponse } from '../../lib/testing/providers'
import { setToken } from '../../lib/token'
import { categoriesQuery, modelsQuery } from './catalogue'
import { CATEGORIES_PATH, MODELS_PATH, requestFirstModelsEarly, takeCategories, takeFirstModels } from './early-models'

vi.mock('../../lib/reload-page', () => ({ reloadPage: vi.fn() }))

const { fetchMock, requestOf } = stubFetch()
const ROW = { id: 'p1', title: 'Classic crew tee', sideCount: 3 }
const page = (list: unknown[]) =>
  jsonResponse({ code: 0, msg: 'ok', data: { pageNum: 1, pageSize: 48, total: list.length, pages: 1, list } })
const fetchModels = (categoryId: string | null, keyword: string) =>
  new QueryClient().fetchQuery(modelsQuery(categoryId, keyword))
const TREE = [{ id: 'tees', name: 'Tees', children: [] }]
const tree = (nodes: unknown[]) => jsonResponse({ code: 0, msg: 'ok', data: nodes })

beforeEach(() => {
  activateTestLocale()
  localStorage.clear()
  sessionStorage.clear()
  takeFirstModels(new AbortController().signal)
  takeCategories(new AbortController().signal)
})

describe("the editor's first page of models and categories asked for at the page's start", () => {
  it("asks at the contract's paths (written out in the first script)", () => {
    expect(MODELS_PATH).toBe(GOODS_PATHS.productList)
    expect(CATEGORIES_PATH).toBe(`/ds/${GOODS_SOURCES.productCategory}`)
  })

  it("are asked for on the editor's page only, as the chooser's queries ask, and each query reads its answer once", async () => {
    setToken('t-1')
    requestFirstModelsEarly('/dis/sale/order', 'en')
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(page([ROW])).mockResolvedValueOnce(tree(TREE))
    requestFirstModelsEarly('/dis/pcdiy/', 'en')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const early = requestOf(0)
    expect(early.url).toBe('/dis/ts/product/list')
    expect(early.method).toBe('POST')
    expect(JSON.parse(early.body)).toEqual({ pageNo: 1, pageSize: 48 })
    expect(early.headers.get('authorization')).toBe('Bearer t-1')
    expect(early.headers.get('accept-language')).toBe('en')

    const categories = requestOf(1)
    expect(categories.url).toBe('/dis/ts/ds/product_category')
    expect(categories.method).toBe('POST')
    expect(JSON.parse(categories.body)).toEqual({})
    expect(categories.headers.get('authorization')).toBe('Bearer t-1')

    await expect(fetchModels(null, '')).resolves.toMatchObject({ data: [ROW] })
    await expect(new QueryClient().fetchQuery(categoriesQuery())).resolves.toEqual(TREE)
    expect(fetchMock).toHaveBeenCalledTimes(2)

    // Taken once: the next reads ask the server themselves, with the same bodies.
    fetchMock.mockResolvedValueOnce(page([])).mockResolvedValueOnce(tree([]))
    await expect(fetchModels(null, '')).resolves.toMatchObject({ data: [] })
    await expect(new QueryClient().fetchQuery(categoriesQuery())).resolves.toEqual([])
    expect(fetchMock).toHaveBeenCalledTimes(4)
    expect(JSON.parse(requestOf(2).body)).toEqual(JSON.parse(early.body))
    expect(requestOf(3).url).toBe(categories.url)
    expect(JSON.parse(requestOf(3).body)).toEqual({})
  })

  it('is not what a filtered list reads', async () => {
    setToken('t-1')
    fetchMock.mockResolvedValueOnce(page([ROW])).mockResolvedValueOnce(tree(TREE))
    requestFirstModelsEarly('/dis/pcdiy', 'zh-cn')
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(fetchModels('tees', '')).resolves.toMatchObject({ data: [] })
    expect(JSON.parse(requestOf(2).body)).toEqual({ pageNo: 1, pageSize: 48, categoryId: 'tees' })
  })

  it('is dropped, and aborted, when the session changed before the chooser read it', async () => {
    setToken('t-1')
    fetchMock.mockResolvedValueOnce(page([ROW])).mockResolvedValueOnce(tree(TREE))
    requestFirstModelsEarly('/dis/pcdiy/', 'en')
    const earlySignal = fetchMock.mock.calls[0]?.[1]?.signal
    setToken('t-2')
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(fetchModels(null, '')).resolves.toMatchObject({ data: [] })
    expect(earlySignal?.aborted).toBe(true)
    expect(requestOf(2).headers.get('authorization')).toBe('Bearer t-2')
  })

  it('is not asked for signed out', () => {
    requestFirstModelsEarly('/dis/pcdiy/', 'en')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
