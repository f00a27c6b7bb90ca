// GET /shop/statistics: counts by status and channel, idle shops and the count bands.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { SHOP_PATHS, type ShopStatistics } from '../../../contract/shops'
import { apiFetch } from '../../../lib/api-client'
import { shopAdminKeys } from './keys'

export const shopStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: shopAdminKeys.statistics(),
    queryFn: ({ signal }) => apiFetch<ShopStatistics>(SHOP_PATHS.statistics, { signal }),
  })

export const useShopStatistics = () => useQuery(shopStatisticsQueryOptions())
