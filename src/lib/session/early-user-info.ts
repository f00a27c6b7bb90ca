// The signed-in user's info, asked for as the app boots (issue 21). Every start of a signed-in page
// waits for it: the layout's guard checks the session with the server before the first screen, and
// the screen's own request waits for the guard. The guard's code comes with the signed-in entry
// (src/app/signed-in.ts), so its request went out only once that chunk had arrived and run: on a
// phone's network, a round trip the first screen waited for. Asked for here, from the boot chunk,
// it is on its way while the page's code loads, and the guard's first check takes its answer
// instead of asking again (get-user-info.ts). Plain fetch: the API client is not in the boot chunk.
import { API_BASE } from '../../contract/constants'
import { acceptLanguage } from '../accept-language'
import { getToken } from '../token'

let pending: { token: string; controller: AbortController; response: Promise<Response> } | null = null

/** Asks for the user's info now, when signed in and not known to be offline. */
export function requestUserInfoEarly(locale: string): void {
  const token = getToken()
  if (!token || navigator.onLine === false) return
  const controller = new AbortController()
  const response = fetch(`${API_BASE}/user/info`, {
    headers: {
      Accept: 'application/json',
      'Accept-Language': acceptLanguage(locale),
      Authorization: `Bearer ${token}`,
    },
    signal: controller.signal,
  })
  // Its failure is met by whoever takes it; one nobody takes must not be an unhandled rejection.
  response.catch(() => {})
  pending = { token, controller, response }
}

/**
 * The early request's answer, once, while the session it was asked for is still the current one;
 * null otherwise. Aborting `signal` aborts the request, as for a request of the caller's own.
 */
export function takeEarlyUserInfo(signal: AbortSignal): Promise<Response> | null {
  const taken = pending
  pending = null
  if (!taken || taken.token !== getToken()) {
    taken?.controller.abort()
    return null
  }
  const abort = () => taken.controller.abort(signal.reason)
  if (signal.aborted) abort()
  else signal.addEventListener('abort', abort, { once: true })
  return taken.response
}
