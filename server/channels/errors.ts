// How a channel call can fail, in terms the publish job acts on: retry later (rate limit, time-out,
// 5xx, unreachable), or stop with the channel's reason (field errors, refused credentials).
import type { ChannelFieldError } from '../../src/contract/listing'

export type ChannelFailureKind =
  | 'field_errors'
  | 'duplicate_sku'
  | 'rate_limited'
  | 'timeout'
  | 'unreachable'
  | 'server_error'
  | 'auth'
  | 'not_found'
  | 'malformed'
  /** Our side: too few unused product codes for a channel that needs a GTIN/EAN per variant. */
  | 'no_codes'

const RETRYABLE: ReadonlySet<ChannelFailureKind> = new Set(['rate_limited', 'timeout', 'unreachable', 'server_error'])

export class ChannelError extends Error {
  constructor(
    readonly kind: ChannelFailureKind,
    message: string,
    readonly fields: ChannelFieldError[] = [],
    /** From Retry-After (rate_limited). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
    this.name = 'ChannelError'
  }
  get retryable() {
    return RETRYABLE.has(this.kind)
  }
}
