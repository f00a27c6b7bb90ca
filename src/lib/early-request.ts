// A request a page's start sends from its first script (src/early-start.ts), before the API client
// and the code that reads its answer have loaded (the user's info for the layout's guard, issue 21;
// the design editor's model chooser lists, issue 17), taken once by that code's first call through
// apiFetch's `sent` option. Plain fetch: the API client is not in that script.
import { API_BASE } from '../contract/constants'
import { acceptLanguage } from './accept-language'
import { getToken } from './token'

export interface EarlyRequest {
  /**
   * The answer, once, while the session it was asked for is still the current one and it was asked
   * for less than EARLY_ANSWER_MAX_AGE_MS ago; null otherwise (the caller then asks itself).
   * Aborting `signal` aborts the request, as for the caller's own.
   */
  take(signal: AbortSignal): Promise<Response> | null
}

const NONE: EarlyRequest = { take: () => null }

/**
 * An answer is for the first screen: one nobody took within this long (a page the user reached only
 * later in the session, say the order list after a 403 page) is not handed out as fresh data.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000

/**
 * The answer with its body read in: a body nobody reads keeps the request open in the browser
 * (a page that never takes the answer — an error page, the bind page — held a connection and never
 * went network-idle). The answers asked for early are a few KB.
 */
async function buffered(response: Response): Promise<Response> {
  const content = await response.arrayBuffer()
  return new Response(response.status === 204 ? null : content, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/**
 * Sends the request to `path` (under the API base) now, when signed in and not known to be
 * offline: a GET, or with `body` a POST of it as JSON.
 */
export function requestEarly(path: string, locale: string, body?: unknown): EarlyRequest {
  const token = getToken()
  if (!token || navigator.onLine === false) return NONE
  const controller = new AbortController()
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(locale),
    Authorization: `Bearer ${token}`,
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = fetch(`${API_BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: controller.signal,
  }).then(buffered)
  // Its failure is met by whoever takes it; one nobody takes must not be an unhandled rejection.
  response.catch(() => {})
  let pending = true
  const sentAt = Date.now()
  return {
    take(signal) {
      if (!pending) return null
      pending = false
      if (token !== getToken() || Date.now() - sentAt > EARLY_ANSWER_MAX_AGE_MS) {
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

/**
 * A page start's place for one early request: `send` asks now (requestEarly), `take` gives its
 * answer once to the first call that needs it (apiFetch's `sent`), then null.
 */
export function earlySlot() {
  let current: EarlyRequest = NONE
  return {
    send(path: string, locale: string, body?: unknown): void {
      current = requestEarly(path, locale, body)
    },
    take: (signal: AbortSignal): Promise<Response> | null => current.take(signal),
  }
}
