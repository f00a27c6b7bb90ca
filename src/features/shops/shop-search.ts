// The search params of /platform/shop/list: filters, sort, page and the open drawer.
import { z } from 'zod'
import { parseListSearch } from '../../components/list-page/search-params'
import { CHANNELS } from '../../contract/dictionaries'
import { SHOP_SORT_FIELDS, SHOP_STATUSES, type ShopListRequest } from '../../contract/shops'

const shape = {
  pageNo: z.coerce.number().int().min(1),
  pageSize: z.coerce.number().int().min(1).max(100),
  sortField: z.enum(SHOP_SORT_FIELDS),
  sortOrder: z.enum(['ascend', 'descend']),
  keyword: z.string().trim().max(64),
  channel: z.enum(CHANNELS),
  status: z.enum(SHOP_STATUSES),
  idle: z.union([z.boolean(), z.enum(['true']).transform(() => true)]),
  /** 'new' or a shop id. */
  edit: z.string().trim().min(1).max(64),
}

export type ShopSearch = Partial<{ [K in keyof typeof shape]: z.infer<(typeof shape)[K]> }>

export const parseShopSearch = (raw: Record<string, unknown>): ShopSearch => parseListSearch(shape, raw)

export function shopListRequest(search: ShopSearch): ShopListRequest {
  const { edit: _edit, ...rest } = search
  return { pageNo: 1, pageSize: 10, ...rest, idle: rest.idle || undefined }
}
