// Money as the app shows it: integer minor units of an ISO currency → text in the reader's locale.
import { numberFormat } from './number-format'

/** Digits after the point per currency (ISO 4217); JPY and KRW have none. */
export function currencyDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** 12345 USD → "$123.45" (en) / "US$123.45" (zh-CN). An unknown currency code falls back to "123.45 XYZ". */
export function formatMoney(minor: number, currency: string, locale = 'en'): string {
  const digits = currencyDigits(currency)
  const major = minor / 10 ** digits
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(major)
  } catch {
    return `${major.toFixed(digits)} ${currency}`
  }
}

/** Minor units → the plain decimal a user types or a spreadsheet reads ("123.45"). */
export function minorToMajor(minor: number, currency: string): string {
  return (minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency))
}

/** A typed decimal → minor units, rounded to the currency's digits; null when not a number. */
export function majorToMinor(major: number | string, currency: string): number | null {
  const value = typeof major === 'number' ? major : Number(String(major).trim())
  if (!Number.isFinite(value) || String(major).trim() === '') return null
  return Math.round(value * 10 ** currencyDigits(currency))
}
