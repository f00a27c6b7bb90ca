// The purchase list's URL: filters, sort, paging and the open purchase order (+ its action form)
// as search params (STYLE.md §1), so a reload or a shared link shows the same screen.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { isoDate, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'
import { PURCHASE_ACTIONS, PURCHASE_STATUSES } from '../../lib/url-enums'
import type { PurchaseListRequest } from './api/list-purchases'

const purchaseSearchShape = {
  status: oneOf(PURCHASE_STATUSES),
  supplierId: text({ max: 64 }),
  keyword: text({ max: 100 }),
  createdFrom: isoDate,
  createdTo: isoDate,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  sortField: oneOf(['createdAt', 'totalAmount', 'updatedAt']),
  sortOrder,
  /** The purchase order open in the drawer, and the action form open on it. */
  id: text({ max: 64 }),
  action: oneOf(PURCHASE_ACTIONS),
}
export type PurchaseSearch = SearchOf<typeof purchaseSearchShape>

// The open purchase order and its form are the screen's, not the list's: opening one keeps the page.
const purchaseSearch = defineListSearch(purchaseSearchShape, {
  defaultSort: { field: 'createdAt' },
  uiKeys: ['id', 'action'],
})
export const parsePurchaseSearch = purchaseSearch.parse
export const nextPurchaseSearch = purchaseSearch.next
export const hasPurchaseFilters = purchaseSearch.hasFilters
export const purchaseListRequest = (search: PurchaseSearch): PurchaseListRequest => purchaseSearch.request(search)
