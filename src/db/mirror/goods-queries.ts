// A goods page from the mirror with the list's filters applied on the device (used when the
// network is gone), in the server's order: newest first by default, the new-goods list by its
// own sort number. Deleted goods never stay in the mirror, so they never show.
import type { z } from 'zod'
import type { Page } from '../../contract/envelope'
import type { goodsListSchema } from '../../contract/goods'
import type { AccountDb, GoodsRecord } from '../schema'
import { contains, paged, sortRows } from './order-queries'

type GoodsRequest = z.output<typeof goodsListSchema>

export interface LocalGoodsOptions {
  /**
   * The category asked for and its descendants (the server includes sub-categories); when the
   * tree is not known on the device, only the category itself.
   */
  categoryIds?: ReadonlySet<string>
}

export function matchesGoodsFilter(row: GoodsRecord, request: GoodsRequest, categoryIds?: ReadonlySet<string>) {
  return (
    (!request.status || row.status === request.status) &&
    row.status !== 'deleted' &&
    (!request.shopId || row.shopId === request.shopId) &&
    (!request.channel || row.channel === request.channel) &&
    (!request.brandId || row.brandId === request.brandId) &&
    (!request.categoryId || (categoryIds ?? new Set([request.categoryId])).has(row.categoryId)) &&
    (request.recommended === undefined || row.recommended === request.recommended) &&
    (request.isNew === undefined || row.isNew === request.isNew) &&
    contains(request.keyword, row.title, row.goodsNo)
  )
}

function byNewSort(rows: GoodsRecord[]): GoodsRecord[] {
  return rows.sort(
    (a, b) => a.newSort - b.newSort || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  )
}

export async function mirrorGoodsPage(
  db: AccountDb,
  request: GoodsRequest,
  options: LocalGoodsOptions = {},
): Promise<Page<GoodsRecord>> {
  const base = request.status
    ? db.goods.where('[status+createdAt]').between([request.status, ''], [request.status, '\uffff'])
    : db.goods.toCollection()
  const rows = await base.filter((row) => matchesGoodsFilter(row, request, options.categoryIds)).toArray()
  const field = request.sortField ?? (request.isNew ? undefined : 'createdAt')
  const sorted = field ? sortRows(rows, field, request.sortOrder === 'ascend') : byNewSort(rows)
  return paged(sorted, request.pageNo, request.pageSize)
}
