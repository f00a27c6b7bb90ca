// The statistics screen's period in the URL: a preset (last 7, 30 or 90 days) or a custom range.
// Dates are calendar days (yyyy-mm-dd) in the browser's time zone.
import { int, isoDate } from '../../lib/search-parsers'
import { MAX_STATISTICS_DAYS } from '../../lib/url-enums'

export const PERIOD_PRESETS = [7, 30, 90] as const
export const DEFAULT_PRESET = 30

/** Plain parsers, not zod: validateSearch is on the first page (src/lib/search-parsers.ts). */
const daysParam = int({ oneOf: PERIOD_PRESETS })
export interface StatisticsSearch {
  days?: number
  from?: string
  to?: string
}

export const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

const DAY = 86_400_000
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1

/** Keeps valid params: a custom range needs both ends, in order, at most 366 days. */
export function parseStatisticsSearch(raw: Record<string, unknown>): StatisticsSearch {
  const search: StatisticsSearch = {}
  const days = raw.days === undefined ? undefined : daysParam(raw.days)
  if (days !== undefined) search.days = days
  // As one object: any present but invalid param (days included) voids the custom range.
  const valid = (key: string, parsed: unknown) => raw[key] === undefined || parsed !== undefined
  const from = raw.from === undefined ? undefined : isoDate(raw.from)
  const to = raw.to === undefined ? undefined : isoDate(raw.to)
  const whole = valid('days', days) && valid('from', from) && valid('to', to)
  if (whole && from && to && from <= to && daysBetween(from, to) <= MAX_STATISTICS_DAYS) return { from, to }
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
