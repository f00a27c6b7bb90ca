// A request a page's start sends from the boot chunk, before the API client and the screen that
// reads its answer have loaded (issue 17: the design editor's model list), taken once by that
// screen's first call through apiFetch's `sent` option. Plain fetch: the API client is not in the
// boot chunk. The same scheme as the user info's (session/early-user-info.ts).
import { API_BASE } from '../contract/constants'
import { acceptLanguage } from './accept-language'
import { getToken } from './token'

export interface EarlyRequest {
  /**
   * The answer, once, while the session it was asked for is still the current one; null otherwise
   * (the caller then asks itself). Aborting `signal` aborts the request, as for the caller's own.
   */
  take(signal: AbortSignal): Promise<Response> | null
}

const NONE: EarlyRequest = { take: () => null }

/** POSTs `body` as JSON to `path` (under the API base) now, when signed in and not known to be offline. */
export function postEarly(path: string, body: unknown, locale: string): EarlyRequest {
  const token = getToken()
  if (!token || navigator.onLine === false) return NONE
  const controller = new AbortController()
  const response = fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Accept-Language': acceptLanguage(locale),
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
    signal: controller.signal,
  })
  // Its failure is met by whoever takes it; one nobody takes must not be an unhandled rejection.
  response.catch(() => {})
  let pending = true
  return {
    take(signal) {
      if (!pending) return null
      pending = false
      if (token !== getToken()) {
        controller.abort()
        return null
      }
      const abort = () => controller.abort(signal.reason)
      if (signal.aborted) abort()
      else signal.addEventListener('abort', abort, { once: true })
      return response
    },
  }
}
