// Every browser-storage key the app writes, in one place, so none collide and a sign-out knows
// what belongs to the session (STYLE.md §6).
import { ACCESS_TOKEN_KEY } from '../contract/constants'

export const STORAGE_KEYS = {
  /** Bearer token with its expiry (SPEC.md §4, §9). */
  token: ACCESS_TOKEN_KEY,
  /** The user's locale preference (SPEC.md §1). */
  locale: 'lang',
} as const
