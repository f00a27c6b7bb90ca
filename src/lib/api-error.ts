// The error every API call rejects with. SPEC.md §7: whatever the server's code, the caller
// sees the flag -1; the server's own code and the HTTP status stay available for decisions
// (the outbox retries 5xx and network errors, shows 409/412 as conflicts, …).
import { CLIENT_ERROR_FLAG } from '../contract/errors'

export interface ApiErrorInit<D> {
  message: string
  serverCode: number | null
  /** HTTP status; 0 when no response arrived. */
  status: number
  data?: D
  isNetworkError?: boolean
  /** From a Retry-After header (429, 503), in ms. */
  retryAfterMs?: number | null
  /** A 400's field errors (path like `attributes.color`, message in the caller's language). */
  fields?: FieldIssue[]
}

export interface FieldIssue {
  path: string
  message: string
}

export class ApiError<D = unknown> extends Error {
  readonly code = CLIENT_ERROR_FLAG
  readonly serverCode: number | null
  readonly status: number
  readonly data: D | undefined
  readonly isNetworkError: boolean
  readonly retryAfterMs: number | null
  readonly fields: FieldIssue[]

  constructor(init: ApiErrorInit<D>) {
    super(init.message)
    this.name = 'ApiError'
    this.serverCode = init.serverCode
    this.status = init.status
    this.data = init.data
    this.isNetworkError = init.isNetworkError ?? false
    this.retryAfterMs = init.retryAfterMs ?? null
    this.fields = init.fields ?? []
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** A change the outbox could not make, as the error its screen shows (message and server row). */
export function outboxRefusal(entry: { lastError?: string | null; lastStatus?: number | null; serverRow?: unknown }) {
  return new ApiError({
    message: entry.lastError ?? '',
    serverCode: null,
    status: entry.lastStatus ?? 0,
    data: entry.serverRow,
  })
}

/** The field errors of a refused form, by field path (the first message of each), for the fields to show. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const byPath: Record<string, string> = {}
  if (!isApiError(error)) return byPath
  for (const issue of error.fields) byPath[issue.path] ??= issue.message
  return byPath
}
