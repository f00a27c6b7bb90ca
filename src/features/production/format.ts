// Dates of the production screens in the reader's locale.
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(locale === 'zh-cn' ? 'zh-CN' : 'en', {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date)
}

/** Due before now and not finished: the card says so. */
export const isOverdue = (dueAt: string, finished: boolean, now = Date.now()) => !finished && Date.parse(dueAt) < now
