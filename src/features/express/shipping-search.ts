// The shipping list's URL: carrier, ship dates, channel, keyword, paging and the open tab.
import {
  hasListFilters,
  mergeListSearch,
  pageNoParam,
  pageSizeParam,
  parseListSearch,
} from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../contract/constants'
import { CHANNELS } from '../../contract/dictionaries'
import { isoDate, oneOf, type SearchOf, sortOrder, text } from '../../lib/search-parsers'

export const SHIPPING_TABS = ['shipments', 'companies'] as const

// The checks of the contract's shippingListSchema for these fields, without zod (first page).
const shippingSearchShape = {
  tab: oneOf(SHIPPING_TABS),
  expressCode: text({ min: 1, max: 32 }),
  shippedFrom: isoDate,
  shippedTo: isoDate,
  channel: oneOf(CHANNELS),
  keyword: text({ max: 100 }),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  sortOrder,
}
export type ShippingSearch = SearchOf<typeof shippingSearchShape>

export type ShipmentRequest = {
  pageNo: number
  pageSize: number
  sortField: 'shippedAt'
  sortOrder: 'ascend' | 'descend'
  expressCode?: string
  shippedFrom?: string
  shippedTo?: string
  channel?: ShippingSearch['channel']
  keyword?: string
}

export function parseShippingSearch(raw: Record<string, unknown>): ShippingSearch {
  const search = parseListSearch(shippingSearchShape, raw)
  if (search.tab === 'shipments') delete search.tab
  return search
}

export const nextShippingSearch = (current: ShippingSearch, change: Partial<ShippingSearch>) =>
  parseShippingSearch(mergeListSearch(current, change))

export function shipmentRequest(search: ShippingSearch): ShipmentRequest {
  const { tab: _tab, pageNo, pageSize, sortOrder, ...filters } = search
  return {
    ...filters,
    pageNo: pageNo ?? DEFAULT_PAGE_NO,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: 'shippedAt',
    sortOrder: sortOrder ?? 'descend',
  }
}

export const hasShippingFilters = (search: ShippingSearch) => {
  const { tab: _tab, ...rest } = search
  return hasListFilters(rest)
}
