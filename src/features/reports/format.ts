// Dates, money and ratios of the report screens in the reader's locale.
export const intlLocale = (locale: string) => (locale === 'zh-cn' ? 'zh-CN' : 'en')

export function formatDay(iso: string | null | undefined, locale: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date)
}

export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(intlLocale(locale)).format(value)

export const formatPercent = (value: number, locale: string, digits = 1) =>
  new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: digits }).format(value)

/** A change as "+12.5%" / "−3%"; the sign always shown. */
export const formatChange = (value: number, locale: string) =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value)
