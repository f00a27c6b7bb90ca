// Query keys of the reports (STYLE.md §2): reviews, payments, statistics and analysis.
import type { PageQuery } from '../../../lib/paging'

export const commentKeys = {
  all: ['comments'] as const,
  lists: () => [...commentKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...commentKeys.lists(), request] as const,
}

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...paymentKeys.lists(), request] as const,
  summary: (filter: Record<string, unknown>) => [...paymentKeys.all, 'summary', filter] as const,
}

export const statisticsKeys = {
  all: ['statistics'] as const,
  period: (from: string, to: string) => [...statisticsKeys.all, 'period', from, to] as const,
}

export const analysisKeys = {
  all: ['analysis'] as const,
  monthBar: (months: number) => [...analysisKeys.all, 'month-bar', months] as const,
  goodsCloud: (days: number) => [...analysisKeys.all, 'goods-cloud', days] as const,
}
