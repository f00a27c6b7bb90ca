// Which lists have saved views, and what a view of each may hold: the list source's own
// parameters (so a filter added to a list is savable at once), less paging and the device
// mirror's delta parameters. The permission to read the list is the permission to keep views of it.
import { z } from 'zod'
import type { SavedViewList } from '../../../src/contract/saved-views'
import type { PermissionRule } from '../../plugins/access-types'
import type { DataSource } from '../ds/public'
import { goodsListSource } from '../goods/public'
import { saleOrderListSource, saleRefundListSource } from '../orders/public'
import { purchaseOrderListSource } from '../purchasing/public'

/** Request parameters that are not filters or sort: never part of a view. */
const NOT_A_VIEW = new Set(['pageNo', 'pageSize', 'updatedSince', 'withExtras', 'isNew'])

const SOURCES: Record<SavedViewList, DataSource> = {
  sale_order: saleOrderListSource,
  sale_refund: saleRefundListSource,
  goods: goodsListSource,
  purchase_order: purchaseOrderListSource,
}

export interface ViewList {
  permission: PermissionRule | undefined
  /** Strict: a key the list does not know is refused, not silently dropped. */
  search: z.ZodObject
}

function viewListOf(source: DataSource): ViewList {
  // List sources take an object of filters (defineListSource extends the page request).
  const shape: Record<string, z.ZodType> = (source.params as z.ZodObject).shape
  const filters = Object.fromEntries(Object.entries(shape).filter(([key]) => !NOT_A_VIEW.has(key)))
  return { permission: source.permission, search: z.object(filters).strict() }
}

const LISTS = Object.fromEntries(Object.entries(SOURCES).map(([list, source]) => [list, viewListOf(source)])) as Record<
  SavedViewList,
  ViewList
>

export const viewListOfName = (list: SavedViewList): ViewList => LISTS[list]
