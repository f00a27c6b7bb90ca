// The shipping list's URL: carrier, ship dates, channel, keyword, paging and the open tab.
import { z } from 'zod'
import { hasListFilters, mergeListSearch, parseListSearch } from '../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { shippingListSchema } from '../../contract/platform-sync'

export const SHIPPING_TABS = ['shipments', 'companies'] as const

export const shippingSearchSchema = z.object({
  tab: z.enum(SHIPPING_TABS).optional(),
  expressCode: shippingListSchema.shape.expressCode,
  shippedFrom: shippingListSchema.shape.shippedFrom,
  shippedTo: shippingListSchema.shape.shippedTo,
  channel: shippingListSchema.shape.channel,
  keyword: shippingListSchema.shape.keyword,
  pageNo: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
    .optional(),
  sortOrder: sortOrderSchema.optional(),
})
export type ShippingSearch = z.infer<typeof shippingSearchSchema>

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
  const search = parseListSearch(shippingSearchSchema.shape, raw) as ShippingSearch
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
