// A list result as the server page of DESIGN.md §4 (for the list calls that are not named sources).
import type { ServerPage } from '../../../src/contract/envelope'
import type { ListResult } from '../ds/registry'

export function pageOf<Row>(params: { pageNo: number; pageSize: number }, result: ListResult<Row>): ServerPage<Row> {
  return {
    pageSize: params.pageSize,
    pageNum: params.pageNo,
    total: result.total,
    pages: Math.ceil(result.total / params.pageSize),
    list: result.list,
  }
}
