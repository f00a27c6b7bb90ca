// Paged lists (SPEC.md §3, §7, §9): the server's page shape normalised for tables, the table
// defaults, the step back from an emptied page, and the list fetcher that never throws a
// server refusal at the table.
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, EMPTY_LIST_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../contract/constants'
import type { Page, PageRequest, ServerPage } from '../contract/envelope'
import { type ApiFetchOptions, apiFetch } from './api-client'
import { isApiError } from './api-error'

export function emptyPage<T>(): Page<T> {
  return { pageSize: EMPTY_LIST_PAGE_SIZE, pageNo: 1, totalCount: 0, totalPage: 0, data: [] }
}

/** The server answers { pageSize, pageNum, total, pages, list }; tables read { pageSize, pageNo, totalCount, totalPage, data }. */
export function normalisePage<T>(page: Partial<ServerPage<T>> | null | undefined): Page<T> {
  if (!page) return emptyPage()
  return {
    pageSize: page.pageSize ?? EMPTY_LIST_PAGE_SIZE,
    pageNo: page.pageNum ?? 1,
    totalCount: page.total ?? 0,
    totalPage: page.pages ?? 0,
    data: page.list ?? [],
  }
}

export const DEFAULT_TABLE_PAGING = {
  pageNo: DEFAULT_PAGE_NO,
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizeOptions: PAGE_SIZE_OPTIONS,
  showSizeChanger: true,
  showQuickJumper: true,
} as const

/**
 * SPEC.md §7: a page past the first that comes back empty (its last row was just deleted, or a
 * filter shrank the list) steps back one page; otherwise the page stays.
 */
export function pageAfterEmptyResult(pageNo: number, rows: readonly unknown[] | number): number {
  const count = typeof rows === 'number' ? rows : rows.length
  return pageNo > 1 && count === 0 ? pageNo - 1 : pageNo
}

export type PageQuery = Partial<PageRequest> & Record<string, unknown>

/**
 * POSTs a page request and normalises the answer. SPEC.md §7: when the server refuses (non-zero
 * code) the msg is shown and the table gets an empty page. A network failure is rethrown so the
 * screen can show its offline or error state and retry, rather than pretend the list is empty.
 */
export async function fetchPage<T>(
  path: string,
  request: PageQuery,
  options: Omit<ApiFetchOptions, 'body' | 'method'> = {},
): Promise<Page<T>> {
  try {
    const page = await apiFetch<ServerPage<T> | null>(path, { ...options, method: 'POST', body: request })
    return normalisePage(page)
  } catch (error) {
    if (isApiError(error) && !error.isNetworkError) return emptyPage()
    throw error
  }
}
