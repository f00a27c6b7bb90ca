import { describe, expect, it } from 'vitest'
import { oneOf, sortOrder, text } from '../../lib/search-parsers'
import { defineListSearch } from './define-list-search'
import { pageNoParam, pageSizeParam } from './search-params'

const shape = {
  keyword: text({ max: 20 }),
  status: oneOf(['on', 'off'] as const),
  sortField: oneOf(['createdAt', 'name'] as const),
  sortOrder,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  open: text({ max: 64 }),
}

describe('defineListSearch', () => {
  const plain = defineListSearch(shape)
  const kit = defineListSearch(shape, { defaultSort: { field: 'createdAt' }, uiKeys: ['open'] })

  it('parses leniently: a bad value drops that param, defaults stay out of the URL', () => {
    expect(plain.parse({ keyword: 'tee', status: 'lost', pageNo: '1', pageSize: '20' })).toEqual({
      keyword: 'tee',
      pageSize: 20,
    })
  })

  it("asks for the shape's params only: the router also hands the screen the URL's other params", () => {
    // TanStack Router's search is the raw URL's params with the parsed ones over them.
    const search = { ...{ utm: 'mail', keyword: 'x' }, ...kit.parse({ utm: 'mail', keyword: 'tee' }) }
    expect(kit.request(search)).toEqual({
      keyword: 'tee',
      sortField: 'createdAt',
      sortOrder: 'descend',
      pageNo: 1,
      pageSize: 10,
    })
    expect(plain.hasFilters({ ...{ utm: 'mail' }, ...plain.parse({ utm: 'mail' }) })).toBe(false)
  })

  it('a dropped value does not come back from the raw URL the router lays the parsed search over', () => {
    const raw: Record<string, unknown> = { status: 'lost', pageNo: '1', keyword: '', sortOrder: 'ascend' }
    const search = { ...raw, ...plain.parse(raw) } as ReturnType<typeof plain.parse>
    expect(search.status).toBeUndefined()
    expect(search.pageNo).toBeUndefined()
    expect(search.keyword).toBeUndefined()
    // A sort order without its field means nothing.
    expect(search.sortOrder).toBeUndefined()
    expect(plain.hasFilters(search)).toBe(false)
  })

  it('starts again at the first page when a filter changes, not when only the page or a screen param does', () => {
    const search = kit.parse({ keyword: 'tee', pageNo: '3' })
    expect(kit.next(search, { status: 'on' })).toEqual({ keyword: 'tee', status: 'on' })
    expect(kit.next(search, { pageNo: 4 })).toEqual({ keyword: 'tee', pageNo: 4 })
    expect(kit.next(search, { open: 'g1' })).toEqual({ keyword: 'tee', pageNo: 3, open: 'g1' })
  })

  it('counts only list filters, not paging, sort or screen params', () => {
    expect(kit.hasFilters(kit.parse({ pageNo: '2', sortField: 'name', open: 'g1' }))).toBe(false)
    expect(kit.hasFilters(kit.parse({ status: 'off' }))).toBe(true)
  })

  it('builds the request with paging defaults, the default sort, and without screen params', () => {
    expect(kit.request(kit.parse({ keyword: 'tee', open: 'g1' }))).toEqual({
      keyword: 'tee',
      pageNo: 1,
      pageSize: 10,
      sortField: 'createdAt',
      sortOrder: 'descend',
    })
    expect(kit.request(kit.parse({ sortField: 'name' }))).toMatchObject({ sortField: 'name', sortOrder: 'descend' })
    expect(plain.request(plain.parse({ sortField: 'name', sortOrder: 'ascend' }))).toEqual({
      sortField: 'name',
      sortOrder: 'ascend',
      pageNo: 1,
      pageSize: 10,
    })
  })

  it('leaves a tab out of the request and of the filters, but starts its list at the first page', () => {
    const tabbed = defineListSearch(shape, { tabKeys: ['open'] })
    const search = tabbed.parse({ open: 'records', pageNo: '3' })
    expect(tabbed.next(search, { open: 'pending' })).toEqual({ open: 'pending' })
    expect(tabbed.hasFilters(search)).toBe(false)
    expect(tabbed.request(search)).toEqual({ pageNo: 3, pageSize: 10 })
  })
})
