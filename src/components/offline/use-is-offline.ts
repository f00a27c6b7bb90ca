// Whether a screen should read from the device: the browser says it is offline, or the query got no
// answer from the server (DESIGN.md §6).
import { useNetwork } from '@mantine/hooks'
import type { UseQueryResult } from '@tanstack/react-query'
import { isApiError } from '../../lib/api-error'

/** No answer came from the server (or the browser knows it is offline). */
export function useIsOffline(query: Pick<UseQueryResult<unknown>, 'error'>): boolean {
  const { online } = useNetwork()
  const networkFailed = isApiError(query.error) && (query.error.isNetworkError || query.error.status === 0)
  return !online || networkFailed
}
