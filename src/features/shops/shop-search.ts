// The search params of /platform/shop/list: filters, sort, page and the open drawer.
import { parseListSearch } from '../../components/list-page/search-params'
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

export const parseShopSearch = (raw: Record<string, unknown>): ShopSearch => parseListSearch(shape, raw)

export function shopListRequest(search: ShopSearch): ShopListRequest {
  const { edit: _edit, ...rest } = search
  return { pageNo: 1, pageSize: 10, ...rest, idle: rest.idle || undefined }
}
