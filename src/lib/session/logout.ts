// Sign-out (SPEC.md §4, §8): the session ends on this device whatever the server answers.
import { t } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { forgetAccountData } from '../../db/forget'
import { apiFetch } from '../api-client'
import { isApiError } from '../api-error'
import { notifyFailure } from '../notify'
import { clearToken, getToken } from '../token'

export interface LogoutOptions {
  /** No notice when the server call fails (the caller already told the user something). */
  silent?: boolean
  /**
   * Runs once the token is gone but before the cache is emptied — navigate to /login here, so
   * screens that read the session unmount first instead of refetching it without a token.
   */
  leave?: () => unknown
  /**
   * The user chose to sign out: this account's mirror and outbox leave the device. A forced
   * sign-out (a refused session) keeps them, so no queued change is lost without the user's say.
   */
  forgetDevice?: boolean
}

export async function logout(queryClient: QueryClient, options: LogoutOptions = {}): Promise<void> {
  const token = getToken()
  // Forget the token first: the user is signed out here even if the call below fails, and a 401
  // from an already expired token then finds no token and schedules no page reload.
  clearToken()
  // Revoke on the server meanwhile; leaving does not wait for a slow network.
  const revoked = token ? revoke(token, options.silent ?? false) : Promise.resolve()
  try {
    await options.leave?.()
  } finally {
    // Another account may sign in next: nothing of this one may stay in the cache.
    queryClient.clear()
  }
  if (options.forgetDevice) await forgetAccountData().catch((error) => console.warn('local data not cleared', error))
  await revoked
}

async function revoke(token: string, silent: boolean): Promise<void> {
  try {
    await apiFetch<unknown>('/logout', { method: 'POST', silent: true, headers: { Authorization: `Bearer ${token}` } })
  } catch (error) {
    // A 401 means the server had already ended the session: that is the outcome we wanted.
    const alreadyOut = isApiError(error) && error.status === 401
    if (!silent && !alreadyOut) notifyFailure(isApiError(error) ? error.message : t`Sign-out failed on the server`)
  }
}
