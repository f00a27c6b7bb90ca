// A page read from the mirror, with how old the mirror is: what every offline list hook answers.
import type { Page } from '../../contract/envelope'

export interface MirrorPage<T> {
  page: Page<T> | undefined
  /** Epoch ms of the last sync of this mirror; null when never synced. */
  syncedAt: number | null
  /** The page's total is still being counted (`page.totalCount` is then a lower bound). */
  counting?: boolean
}
