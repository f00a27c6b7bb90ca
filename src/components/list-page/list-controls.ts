// The paging and sort wiring every list screen repeated between its URL search and DataList:
// spread the answer into <DataList {...listControls(...)} />. The page and size come from the
// request (defaults filled in); a sort click becomes the URL's sortField/sortOrder. With
// `defaultSort` the arrow sits on that field, newest first, until the URL names another; with
// `fields` a click on a column the server does not sort by changes nothing.
import type { DataTableSortStatus } from 'mantine-datatable'
import { useMemo } from 'react'
import { fromSortStatus, type SortOrder, sortIn, toSortStatus, toSortStatusOr } from './sort-status'

interface Sortable<F extends string> {
  sortField?: F
  sortOrder?: SortOrder
}

export interface ListControls<T> {
  pageNo: number
  pageSize: number
  onPageChange: (pageNo: number, pageSize: number) => void
  sortStatus?: DataTableSortStatus<T>
  onSortStatusChange?: (status: DataTableSortStatus<T>) => void
}

export interface ListControlsOptions<F extends string> {
  request: { pageNo: number; pageSize: number }
  onChange: (change: { pageNo?: number; pageSize?: number } & Sortable<F>) => void
  /** Lists sorted from the URL pass their search; lists without a sort leave it out. */
  sort?: { search: Sortable<F>; defaultSort?: F; fields?: readonly F[] }
  /** A sort click, when it does more than change the URL (a screen that also clears its selection). */
  onSortChange?: (change: Required<Sortable<F>>) => void
}

export function listControls<T, F extends string = never>(options: ListControlsOptions<F>): ListControls<T> {
  const { request, onChange, sort } = options
  const paging = {
    pageNo: request.pageNo,
    pageSize: request.pageSize,
    onPageChange: (pageNo: number, pageSize: number) => onChange({ pageNo, pageSize }),
  }
  if (!sort) return paging
  return {
    ...paging,
    sortStatus: sort.defaultSort
      ? toSortStatusOr<T>(sort.search.sortField, sort.search.sortOrder, sort.defaultSort)
      : toSortStatus<T>(sort.search.sortField, sort.search.sortOrder),
    onSortStatusChange: (status) => {
      const change = sort.fields ? sortIn<F, T>(status, sort.fields) : fromSortStatus<F, T>(status)
      if (change) (options.onSortChange ?? onChange)(change)
    },
  }
}

/**
 * listControls for a screen that memoises what it hands DataList (the order list, issue 21): the
 * same handlers and sort status until the page, size, sort or a callback changes, so ticking a row
 * or a tick of the sync state does not hand the pager and table new props. `onChange` and
 * `onSortChange` should themselves be stable (the route's setter, a useCallback).
 */
export function useListControls<T, F extends string = never>(options: ListControlsOptions<F>): ListControls<T> {
  const { request, onChange, sort, onSortChange } = options
  const { pageNo, pageSize } = request
  const sortField = sort?.search.sortField
  const sortOrder = sort?.search.sortOrder
  const defaultSort = sort?.defaultSort
  const fields = sort?.fields
  const sorted = sort !== undefined
  return useMemo(
    () =>
      listControls<T, F>({
        request: { pageNo, pageSize },
        onChange,
        sort: sorted ? { search: { sortField, sortOrder }, defaultSort, fields } : undefined,
        onSortChange,
      }),
    [pageNo, pageSize, onChange, sorted, sortField, sortOrder, defaultSort, fields, onSortChange],
  )
}
