import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '../../lib/testing/fetch-stub'
import { activateTestLocale, jsonResponse } from '../../lib/testing/providers'
import { setToken } from '../../lib/token'
import { modelsQuery } from './catalogue'
import { requestFirstModelsEarly, takeFirstModels } from './early-models'

vi.mock('../../lib/reload-page', () => ({ reloadPage: vi.fn() }))

const { fetchMock, requestOf } = stubFetch()
const ROW = { id: 'p1', title: 'Classic crew tee', sideCount: 3 }
const page = (list: unknown[]) =>
  jsonResponse({ code: 0, msg: 'ok', data: { pageNum: 1, pageSize: 48, total: list.length, pages: 1, list } })
const fetchModels = (categoryId: string | null, keyword: string) =>
  new QueryClient().fetchQuery(modelsQuery(categoryId, keyword))

beforeEach(() => {
  activateTestLocale()
  localStorage.clear()
  sessionStorage.clear()
  takeFirstModels(new AbortController().signal)
})

describe("the editor's first page of models asked for at boot", () => {
  it("is asked for on the editor's page only, as the chooser's query asks, and the query reads its answer once", async () => {
    setToken('t-1')
    requestFirstModelsEarly('/dis/sale/order', 'en')
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(page([ROW]))
    requestFirstModelsEarly('/dis/pcdiy/', 'en')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const early = requestOf(0)
    expect(early.url).toBe('/dis/ts/product/list')
    expect(early.method).toBe('POST')
    expect(JSON.parse(early.body)).toEqual({ pageNo: 1, pageSize: 48 })
    expect(early.headers.get('authorization')).toBe('Bearer t-1')
    expect(early.headers.get('accept-language')).toBe('en')

    await expect(fetchModels(null, '')).resolves.toMatchObject({ data: [ROW] })
    expect(fetchMock).toHaveBeenCalledTimes(1)

    // Taken once: the next read asks the server itself, with the same body.
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(fetchModels(null, '')).resolves.toMatchObject({ data: [] })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(JSON.parse(requestOf(1).body)).toEqual(JSON.parse(early.body))
  })

  it('is not what a filtered list reads', async () => {
    setToken('t-1')
    fetchMock.mockResolvedValueOnce(page([ROW]))
    requestFirstModelsEarly('/dis/pcdiy', 'zh-cn')
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(fetchModels('tees', '')).resolves.toMatchObject({ data: [] })
    expect(JSON.parse(requestOf(1).body)).toEqual({ pageNo: 1, pageSize: 48, categoryId: 'tees' })
  })

  it('is dropped, and aborted, when the session changed before the chooser read it', async () => {
    setToken('t-1')
    fetchMock.mockResolvedValueOnce(page([ROW]))
    requestFirstModelsEarly('/dis/pcdiy/', 'en')
    const earlySignal = fetchMock.mock.calls[0]?.[1]?.signal
    setToken('t-2')
    fetchMock.mockResolvedValueOnce(page([]))
    await expect(fetchModels(null, '')).resolves.toMatchObject({ data: [] })
    expect(earlySignal?.aborted).toBe(true)
    expect(requestOf(1).headers.get('authorization')).toBe('Bearer t-2')
  })

  it('is not asked for signed out', () => {
    requestFirstModelsEarly('/dis/pcdiy/', 'en')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
