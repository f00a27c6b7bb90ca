// Money, counts and ratios of the report screens in the reader's locale (dates: lib/format-date).
import { numberFormat } from '../../lib/number-format'

export const formatCount = (value: number, locale: string) => numberFormat(locale).format(value)

export const formatPercent = (value: number, locale: string, digits = 1) =>
  numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(value)

/** A change as "+12.5%" / "−3%"; the sign always shown. */
export const formatChange = (value: number, locale: string) =>
  numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value)
