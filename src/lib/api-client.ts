// The one way the app talks to the API (DESIGN.md §4): ofetch against /dis/ts with the bearer
// token and the active language, the { code, msg, data } envelope unwrapped, and failures turned
// into ApiError plus the "Failure" notice of SPEC.md §8.

import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { type FetchResponse, ofetch } from 'ofetch'
import { API_BASE, HTTP_TIMEOUT_MS, UNAUTHORIZED_RELOAD_MS } from '../contract/constants'
import type { ApiEnvelope } from '../contract/envelope'
import { acceptLanguage } from './accept-language'
import { ApiError, type FieldIssue } from './api-error'
import { notifyFailure } from './notify'
import { notifyRefusal } from './page-refusal'
import { reloadPage } from './reload-page'
import { parseRetryAfter } from './retry-after'
import { isKnownOffline, noteServerAnswered, noteServerUnreachable } from './server-reach'
import { clearToken, getToken } from './token'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiFetchOptions {
  /** Defaults to POST when there is a body, GET otherwise. */
  method?: HttpMethod
  /** A plain object is sent as JSON (or url-encoded with `form`); FormData and URLSearchParams as they are. */
  body?: Record<string, unknown> | unknown[] | FormData | URLSearchParams | null
  query?: Record<string, unknown>
  /** Send a plain-object body as application/x-www-form-urlencoded (the sign-in call). */
  form?: boolean
  /** Ms; HTTP_TIMEOUT_MS by default, LONG_SYNC_TIMEOUT_MS for the marketplace syncs. */
  timeout?: number
  /** No notification: the caller shows the error itself (inline, or not at all). */
  silent?: boolean
  headers?: Record<string, string>
  idempotencyKey?: string
  signal?: AbortSignal
  /**
   * A request already sent for this call (with plain fetch, before this client had loaded: boot's
   * user info), given the call's signal to follow; its answer is read as this call's own would be.
   * When it gives null, the call is made as usual.
   */
  sent?: (signal: AbortSignal) => Promise<Response> | null
}

const NETWORK_NOTICE_ID = 'api-network-error'

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const timeout = withTimeout(options.signal, options.timeout ?? HTTP_TIMEOUT_MS)
  let response: FetchResponse<unknown>
  try {
    const sent = options.sent?.(timeout.signal)
    response = sent
      ? await withData(sent)
      : await ofetch.raw(path, {
          baseURL: API_BASE,
          method: options.method ?? (options.body == null ? 'GET' : 'POST'),
          body: encodeBody(options),
          query: options.query,
          headers: buildHeaders(options),
          signal: timeout.signal,
          // Retries belong to TanStack Query and the outbox, which know whether a call is safe to repeat.
          retry: false,
          ignoreResponseError: true,
        })
  } catch (cause) {
    // The caller gave up (a query was cancelled): nothing failed that the user should hear about.
    if (options.signal?.aborted) throw cause
    // One notice however many calls fail together, e.g. when the connection drops. None when the
    // page already knows it is offline: the header says so, and screens show what the device holds;
    // a change tried then is said by the query client (app/query-client.ts) with this message.
    const knownOffline = isKnownOffline()
    const message = timeout.timedOut()
      ? t`The server took too long to answer, please retry`
      : knownOffline
        ? t`You are offline: this needs a connection, and nothing was sent`
        : t`Network error, please check your connection`
    if (!timeout.timedOut()) noteServerUnreachable()
    if (!options.silent && !knownOffline) notifyFailure(message, NETWORK_NOTICE_ID)
    throw new ApiError({ message, serverCode: null, status: 0, isNetworkError: true })
  } finally {
    timeout.clear()
  }
  return unwrap<T>(response, options)
}

function unwrap<T>(response: FetchResponse<unknown>, options: ApiFetchOptions): T {
  const envelope = asEnvelope(response._data)
  // The server itself answered (a proxy's 502-504 says it did not): the outbox may stop waiting.
  if (response.status < 502 || response.status > 504) noteServerAnswered()
  else noteServerUnreachable()
  if (response.status === 401) endSessionUnlessSignIn(envelope)
  if (response.ok && envelope?.code === 0) return envelope.data as T
  if (response.status === 204) return undefined as T

  const message = envelope?.msg || t`Request failed (HTTP ${response.status})`
  if (!options.silent) (response.status === 403 ? notifyRefusal : notifyFailure)(message)
  throw new ApiError({
    message,
    serverCode: envelope?.code ?? null,
    status: response.status,
    data: envelope?.data,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    fields: fieldsOf(response._data),
  })
}

/**
 * SPEC.md §4/§8: a 401 while a token is stored means the session is gone — drop it and reload
 * after 1.5 s so the guard sends the user to sign in. A 401 that says isLogin is a failed sign-in
 * and must leave the page alone. Once the token is cleared, further 401s schedule nothing.
 */
function endSessionUnlessSignIn(envelope: ApiEnvelope<unknown> | null): void {
  const data = envelope?.data as { isLogin?: unknown } | null | undefined
  noteUnauthorized(envelope?.isLogin === true || data?.isLogin === true)
}

/** A 401 met outside this client (the mirror's sync worker): the same consequence. */
export function noteUnauthorized(isLogin: boolean): void {
  if (isLogin || !getToken()) return
  clearToken()
  setTimeout(reloadPage, UNAUTHORIZED_RELOAD_MS)
}

/** A 400's `fields` beside the envelope (server/lib/validate.ts), kept so forms put them on their fields. */
function fieldsOf(body: unknown): FieldIssue[] | undefined {
  const fields = (body as { fields?: unknown } | null)?.fields
  if (!Array.isArray(fields)) return undefined
  return fields.filter(
    (field): field is FieldIssue =>
      typeof field?.path === 'string' && typeof (field as { message?: unknown }).message === 'string',
  )
}

/** A plain fetch's response with its JSON body where ofetch puts it (none when it is not JSON). */
async function withData(sent: Promise<Response>): Promise<FetchResponse<unknown>> {
  const response = await sent
  const data: unknown = await response.json().catch(() => undefined)
  return Object.assign(response, { _data: data })
}

function asEnvelope(body: unknown): ApiEnvelope<unknown> | null {
  if (typeof body !== 'object' || body === null) return null
  const candidate = body as Partial<ApiEnvelope<unknown>>
  return typeof candidate.code === 'number' ? (candidate as ApiEnvelope<unknown>) : null
}

function encodeBody(options: ApiFetchOptions): ApiFetchOptions['body'] | undefined {
  const { body, form } = options
  if (body == null) return undefined
  if (!form || body instanceof FormData || body instanceof URLSearchParams || Array.isArray(body)) return body
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) if (value != null) params.append(key, String(value))
  return params
}

function buildHeaders(options: ApiFetchOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(i18n.locale),
    ...options.headers,
  }
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
  return headers
}

/**
 * ofetch ignores its own `timeout` when a signal is passed, and TanStack Query always passes
 * one, so the time limit is joined to the caller's signal here.
 */
function withTimeout(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException('The request timed out', 'TimeoutError'))
  }, ms)
  const forward = () => controller.abort(outer?.reason)
  if (outer?.aborted) forward()
  else outer?.addEventListener('abort', forward, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', forward)
    },
  }
}
