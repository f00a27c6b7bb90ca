// The table's sort (columnAccessor, 'asc' | 'desc') and the URL's (sortField, 'ascend' | 'descend'),
// one conversion for every list that keeps its sort in the search params.
import type { DataTableSortStatus } from 'mantine-datatable'

export type SortOrder = 'ascend' | 'descend'

/** The table's sort status from the URL's; undefined (no arrow) when the URL names no field. */
export function toSortStatus<T>(
  sortField: string | undefined,
  sortOrder: SortOrder | undefined,
): DataTableSortStatus<T> | undefined {
  return sortField ? { columnAccessor: sortField, direction: sortOrder === 'descend' ? 'desc' : 'asc' } : undefined
}

/** The URL's sort from the table's. */
export function fromSortStatus<F extends string, T>(
  status: DataTableSortStatus<T>,
): { sortField: F; sortOrder: SortOrder } {
  return { sortField: status.columnAccessor as F, sortOrder: status.direction === 'desc' ? 'descend' : 'ascend' }
}

/**
 * The table's sort for a list whose default is newest first: the arrow sits on `fallback`,
 * pointing down, until the URL names another field or order.
 */
export function toSortStatusOr<T>(
  sortField: string | undefined,
  sortOrder: SortOrder | undefined,
  fallback: string,
): DataTableSortStatus<T> {
  return { columnAccessor: sortField ?? fallback, direction: sortOrder === 'ascend' ? 'asc' : 'desc' }
}

/** The URL's sort from the table's when the column is one the server sorts by; undefined otherwise. */
export function sortIn<F extends string, T>(
  status: DataTableSortStatus<T>,
  fields: readonly F[],
): { sortField: F; sortOrder: SortOrder } | undefined {
  const sortField = fields.find((field) => field === status.columnAccessor)
  return sortField && { sortField, sortOrder: status.direction === 'desc' ? 'descend' : 'ascend' }
}
