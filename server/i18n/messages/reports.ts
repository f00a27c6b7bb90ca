// Reports and dashboards (issue 3): validation of periods and the names of reports' objects.
import type { MessageCatalog } from './catalog'

export const REPORT_MESSAGES = {
  'validation.dateRangeOrder': {
    en: 'the end date must not be before the start date',
    zh: '结束日期不能早于开始日期',
  },
  'validation.dateRangeTooLong': { en: 'the period can be at most 366 days', zh: '时间范围最多 366 天' },
} as const satisfies MessageCatalog
