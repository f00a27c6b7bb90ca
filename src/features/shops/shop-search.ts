// The search params of /platform/shop/list: filters, sort, page and the open drawer.
import { defineListSearch } from '../../components/list-page/define-list-search'
import { CHANNELS } from '../../contract/dictionaries'
import type { ShopListRequest } from '../../contract/shops'
import { int, oneOf, type SearchOf, type SearchParser, sortOrder, text } from '../../lib/search-parsers'
import { SHOP_SORT_FIELDS, SHOP_STATUSES } from '../../lib/url-enums'

/** `z.union([z.boolean(), z.enum(['true']).transform(() => true)])`: a boolean, or "true" typed in a URL. */
const idle: SearchParser<boolean> = (value) =>
  value === 'true' ? true : typeof value === 'boolean' ? value : undefined

const shape = {
  pageNo: int({ min: 1 }),
  pageSize: int({ min: 1, max: 100 }),
  sortField: oneOf(SHOP_SORT_FIELDS),
  sortOrder,
  keyword: text({ max: 64 }),
  channel: oneOf(CHANNELS),
  status: oneOf(SHOP_STATUSES),
  idle,
  /** 'new' or a shop id. */
  edit: text({ min: 1, max: 64 }),
}

export type ShopSearch = SearchOf<typeof shape>

// The open drawer is the screen's: opening or closing it keeps the page.
const shopSearch = defineListSearch(shape, { uiKeys: ['edit'] })
export const parseShopSearch = shopSearch.parse
export const nextShopSearch = shopSearch.next

/** Only idle shops, or all: an unticked box asks for no filter. */
export const shopListRequest = (search: ShopSearch) =>
  ({
    ...shopSearch.request(search),
    idle: search.idle || undefined,
  }) satisfies ShopListRequest
