// The shipping list's URL: carrier, ship dates, channel, keyword, paging and the open tab.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
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

const shippingSearch = defineListSearch(shippingSearchShape, { tabKeys: ['tab'], defaults: { tab: 'shipments' } })
export const parseShippingSearch = shippingSearch.parse
export const nextShippingSearch = shippingSearch.next
export const hasShippingFilters = shippingSearch.hasFilters

/** Shipments list newest shipment first; the list sorts by ship time only. */
export const shipmentRequest = (search: ShippingSearch): ShipmentRequest => ({
  ...shippingSearch.request(search),
  sortField: 'shippedAt',
  sortOrder: search.sortOrder ?? 'descend',
})
