// GET /analysis/month-bar (orders and sales per month) and POST /ds/analysis_goods_cloud (the
// best-selling goods for the tag cloud).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type GoodsCloud, type MonthBar, REPORT_PATHS, REPORT_SOURCES } from '../../../contract/reports'
import { apiFetch } from '../../../lib/api-client'
import { analysisKeys } from './keys'

export function monthBarQueryOptions(months: number) {
  return queryOptions({
    queryKey: analysisKeys.monthBar(months),
    queryFn: ({ signal }) =>
      apiFetch<MonthBar>(`${REPORT_PATHS.monthBar}?months=${months}`, { method: 'GET', signal, silent: true }),
    staleTime: 5 * 60_000,
  })
}

export function goodsCloudQueryOptions(days: number) {
  return queryOptions({
    queryKey: analysisKeys.goodsCloud(days),
    queryFn: ({ signal }) =>
      apiFetch<GoodsCloud>(`/ds/${REPORT_SOURCES.goodsCloud}`, { body: { days, limit: 60 }, signal, silent: true }),
    staleTime: 5 * 60_000,
  })
}

export const useMonthBar = (months: number) => useQuery(monthBarQueryOptions(months))
export const useGoodsCloud = (days: number) => useQuery(goodsCloudQueryOptions(days))
