// A page read from the mirror, with how old the mirror is: what every offline list hook answers.
import type { Page } from '../../contract/envelope'

export interface MirrorPage<T> {
  page: Page<T> | undefined
  /** Epoch ms of the last sync of this mirror; null when never synced. */
  syncedAt: number | null
  /** The page's total is still being counted (`page.totalCount` is then a lower bound). */
  counting?: boolean
}

/**
 * Device first (issue 21): until the server's first answer for a list, a mirror that has synced
 * shows its rows at once instead of a spinner; the server's rows replace them when they come.
 * Not with a keyword: the device matches word starts only, so its rows could be another set.
 */
export function showsDeviceFirst<T>(mirror: MirrorPage<T>, server: { data: unknown }, keyword?: string): boolean {
  return (
    server.data === undefined &&
    !keyword &&
    mirror.syncedAt !== null &&
    mirror.page !== undefined &&
    mirror.page.data.length > 0
  )
}
