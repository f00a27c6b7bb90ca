// "5 minutes ago" in the reader's language (Intl), for the age of offline data and queued changes.
export function relativeTime(epochMs: number, locale: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(locale === 'en' ? 'en' : 'zh-CN', { numeric: 'auto' })
  const seconds = Math.round((epochMs - now) / 1000)
  const abs = Math.abs(seconds)
  if (abs < 60) return format.format(seconds, 'second')
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute')
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour')
  return format.format(Math.round(seconds / 86_400), 'day')
}
