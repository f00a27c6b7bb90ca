// A list result as the server page of DESIGN.md §4 (for the list calls that are not named sources).
import type { ServerPage } from '../../src/contract/envelope'
import type { JsonText } from './json-text'

/** One page of rows and the total count of the filtered list. */
export interface ListResult<Row> {
  list: Row[]
  total: number
  /** ServerPage.scope: set by the few lists whose scope can change under a mirror. */
  scope?: string
}

/** What a list source answers: rows, or (a page the database wrote as JSON) their JSON text, sent as is. */
export type SourceListResult<Row> = ListResult<Row> | { list: JsonText; total: number; scope?: string }

export function pageOf<Row>(params: { pageNo: number; pageSize: number }, result: ListResult<Row>): ServerPage<Row> {
  return {
    pageSize: params.pageSize,
    pageNum: params.pageNo,
    total: result.total,
    pages: Math.ceil(result.total / params.pageSize),
    list: result.list,
  }
}
