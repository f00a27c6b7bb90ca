// The statistics screen's period in the URL: a preset (last 7, 30 or 90 days) or a custom range.
// Dates are calendar days (yyyy-mm-dd) in the browser's time zone.
import { z } from 'zod'
import { MAX_STATISTICS_DAYS } from '../../contract/orders'

export const PERIOD_PRESETS = [7, 30, 90] as const
export const DEFAULT_PRESET = 30

const isoDate = z.iso.date()
export const statisticsSearchSchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (PERIOD_PRESETS as readonly number[]).includes(days))
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
})
export type StatisticsSearch = z.infer<typeof statisticsSearchSchema>

export const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

const DAY = 86_400_000
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1

/** Keeps valid params: a custom range needs both ends, in order, at most 366 days. */
export function parseStatisticsSearch(raw: Record<string, unknown>): StatisticsSearch {
  const parsed = statisticsSearchSchema.safeParse(raw)
  const search: StatisticsSearch = {}
  const days = statisticsSearchSchema.shape.days.safeParse(raw.days)
  if (days.success && days.data !== undefined) search.days = days.data
  const value = parsed.success ? parsed.data : {}
  if (value.from && value.to && value.from <= value.to && daysBetween(value.from, value.to) <= MAX_STATISTICS_DAYS) {
    return { from: value.from, to: value.to }
  }
  return search
}

/** The inclusive range a search stands for, ending today for a preset. */
export function statisticsRange(search: StatisticsSearch, today = new Date()): { from: string; to: string } {
  if (search.from && search.to) return { from: search.from, to: search.to }
  const days = search.days ?? DEFAULT_PRESET
  const start = new Date(today)
  start.setDate(start.getDate() - (days - 1))
  return { from: localDay(start), to: localDay(today) }
}
