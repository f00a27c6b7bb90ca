// Whether a screen should read from the device: the browser says it is offline, or the query got no
// answer from the server (DESIGN.md §6).
import type { UseQueryResult } from '@tanstack/react-query'
import { isApiError } from '../../lib/api-error'
import { useConnected } from './use-connected'

const noAnswer = (error: unknown) => isApiError(error) && (error.isNetworkError || error.status === 0)

/**
 * No answer came from the server (or the browser knows it is offline). The first failed attempt
 * counts, not only the last of the query's retries: with the Wi-Fi up and the server gone, the
 * device's rows show at once instead of after the retries' back-off (issue 14 item 13); a retry that
 * gets through brings the server's rows back.
 */
export function useIsOffline(query: Pick<UseQueryResult<unknown>, 'error'> & { failureReason?: unknown }): boolean {
  return !useConnected() || noAnswer(query.error) || noAnswer(query.failureReason)
}
