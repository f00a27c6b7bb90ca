// The one error type route code throws: a stable code from src/contract/errors.ts, a catalog
// message key and what the error handler needs to shape the answer.
import { ErrorCode } from '../../src/contract/errors'
import type { MessageParams } from '../i18n/locale'
import type { MessageKey } from '../i18n/messages'

export interface AppErrorOptions {
  params?: MessageParams
  /** Parameters that are themselves catalog messages, translated with the main message. */
  messageParams?: Record<string, MessageKey>
  headers?: Record<string, string>
  /** Extra top-level envelope fields, e.g. `isLogin` or validation `fields`. */
  extra?: Record<string, unknown>
  /** Already-localised message (validation builds its own from zod issues). */
  message?: string
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly key: MessageKey
  readonly options: AppErrorOptions

  constructor(code: ErrorCode, key: MessageKey, options: AppErrorOptions = {}) {
    super(options.message ?? key)
    this.name = 'AppError'
    this.code = code
    this.key = key
    this.options = options
  }
}

export const notFound = (what: MessageKey) =>
  new AppError(ErrorCode.NOT_FOUND, 'notFound.object', { messageParams: { what } })

export const rateLimited = (key: MessageKey, retryAfterSeconds: number) =>
  new AppError(ErrorCode.RATE_LIMITED, key, {
    params: { seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  })
