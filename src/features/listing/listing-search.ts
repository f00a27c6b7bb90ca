// URL search params of the goods-per-channel and template screens (lenient: a bad value drops that
// one param), so filters, the page and the open drawer survive a reload and can be shared.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { pageNoParam, pageSizeParam } from '../../components/list-page/search-params'
import { EXPORT_STATES, PUBLISH_STATES, SYNC_STATES } from '../../contract/search-enums'
import { isoDate, oneOf, type SearchOf, text, truthy } from '../../lib/search-parsers'

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

const templateDetailShape = { id }
export type TemplateDetailSearch = SearchOf<typeof templateDetailShape>
export const parseTemplateDetailSearch = defineListSearch(templateDetailShape).parse

/** /platform/shop/lazada: Lazada sends the seller back here with `code` and `state`, or `error`. */
const lazadaShape = { code: text({ max: 200 }), state: text({ max: 1000 }), error: text({ max: 100 }) }
export type LazadaShopsSearch = SearchOf<typeof lazadaShape>
export const parseLazadaShopsSearch = defineListSearch(lazadaShape).parse
