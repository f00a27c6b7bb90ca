// Dates and times in the reader's locale, one format for every screen and export: "2026/11/24 08:05"
// in Chinese, "11/24/2026, 08:05" in English. Formatters are built once per locale and style because
// a list renders hundreds of cells and Intl.DateTimeFormat is slow to construct.
export const intlLocale = (locale: string) => (locale === 'zh-cn' ? 'zh-CN' : 'en')

const STYLES = {
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false },
  /** Without the year: the production floor, where every job is from this week. */
  shortDateTime: { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false },
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  fullDay: { dateStyle: 'full' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const formatters = new Map<string, Intl.DateTimeFormat>()

function format(iso: string | Date | null | undefined, locale: string, style: keyof typeof STYLES): string {
  if (!iso) return ''
  const date = iso instanceof Date ? iso : new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const key = `${locale}|${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), STYLES[style])
    formatters.set(key, formatter)
  }
  return formatter.format(date)
}

export const formatDateTime = (iso: string | Date | null | undefined, locale: string) => format(iso, locale, 'dateTime')
export const formatShortDateTime = (iso: string | Date | null | undefined, locale: string) =>
  format(iso, locale, 'shortDateTime')
export const formatDay = (iso: string | Date | null | undefined, locale: string) => format(iso, locale, 'day')
export const formatFullDay = (iso: string | Date | null | undefined, locale: string) => format(iso, locale, 'fullDay')
