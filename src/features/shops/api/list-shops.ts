// POST /shop/list: one page of the account's shop bindings with their order figures.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { SHOP_PATHS, type ShopListRequest, type ShopRowView } from '../../../contract/shops'
import { fetchPage } from '../../../lib/paging'
import { shopAdminKeys } from './keys'

export function shopListQueryOptions(request: ShopListRequest) {
  return queryOptions({
    queryKey: shopAdminKeys.list(request),
    queryFn: ({ signal }) => fetchPage<ShopRowView>(SHOP_PATHS.list, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })
}

export const useShopList = (request: ShopListRequest) => useQuery(shopListQueryOptions(request))
