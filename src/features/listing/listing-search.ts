// URL search params of the goods-per-channel and template screens (lenient: a bad value drops that
// one param), so filters, the page and the open drawer survive a reload and can be shared.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import type { Channel } from '../../contract/dictionaries'
import { EXPORT_STATES, PUBLISH_STATES, SYNC_STATES } from '../../contract/search-enums'
import { isoDate, oneOf, type SearchOf, text, truthy } from '../../lib/search-parsers'
import type { ListingListRequest } from './api/listings'
import type { TemplateListRequest } from './api/templates'

const id = text({ min: 1, max: 64 })
const goodsShape = {
  shopId: id,
  publishState: oneOf(PUBLISH_STATES),
  syncState: oneOf(SYNC_STATES),
  exportState: oneOf(EXPORT_STATES),
  keyword: text({ max: 100 }),
  from: isoDate,
  to: isoDate,
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
  /** The publish drawer is open. */
  publish: truthy,
}
export type ListingGoodsSearch = SearchOf<typeof goodsShape>
// The publish drawer keeps the page.
const listingGoodsSearch = defineListSearch(goodsShape, { uiKeys: ['publish'] })
export const parseListingGoodsSearch = listingGoodsSearch.parse
export const nextListingGoodsSearch = listingGoodsSearch.next

/** A channel's goods request; a screen of one shop (the Lazada publish flow) asks for that shop whatever the URL's filter. */
export const listingGoodsRequest = (channel: Channel, search: ListingGoodsSearch, fixedShopId?: string) =>
  ({
    ...listingGoodsSearch.request(search),
    channel,
    shopId: fixedShopId ?? search.shopId,
  }) satisfies ListingListRequest

const templateShape = {
  shopId: id,
  keyword: text({ max: 80 }),
  pageNo: pageNoParam,
  pageSize: pageSizeParam,
}
export type TemplateListSearch = SearchOf<typeof templateShape>
const templateListSearch = defineListSearch(templateShape)
export const parseTemplateListSearch = templateListSearch.parse
export const nextTemplateListSearch = templateListSearch.next

/** A channel's template request: the URL's keyword is the template name. */
export function templateListRequest(channel: Channel, search: TemplateListSearch): TemplateListRequest {
  const { keyword, ...request } = templateListSearch.request(search)
  return { ...request, channel, name: keyword }
}

const templateDetailShape = { id }
export type TemplateDetailSearch = SearchOf<typeof templateDetailShape>
export const parseTemplateDetailSearch = defineListSearch(templateDetailShape).parse

const exportRecordsShape = { pageNo: pageNoParam, pageSize: pageSizeParam }
export type ExportRecordsSearch = SearchOf<typeof exportRecordsShape>
const exportRecordsSearch = defineListSearch(exportRecordsShape)
export const parseExportRecordsSearch = exportRecordsSearch.parse
export const nextExportRecordsSearch = exportRecordsSearch.next

/** A channel's export records page. */
export const exportRecordsRequest = (channel: Channel, search: ExportRecordsSearch) => {
  const { pageNo, pageSize } = exportRecordsSearch.request(search)
  return { channel, pageNo, pageSize }
}

/** /platform/shop/lazada: Lazada sends the seller back here with `code` and `state`, or `error`. */
const lazadaShape = { code: text({ max: 200 }), state: text({ max: 1000 }), error: text({ max: 100 }) }
export type LazadaShopsSearch = SearchOf<typeof lazadaShape>
export const parseLazadaShopsSearch = defineListSearch(lazadaShape).parse
