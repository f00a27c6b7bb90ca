// The one error handler: every failure leaves as { code, msg, data: null } with the HTTP status
// of HTTP_STATUS_OF and a message in the caller's language. Bad input never becomes a 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode, HTTP_STATUS_OF } from '../../src/contract/errors'
import { t } from '../i18n/locale'
import { AppError } from '../lib/app-error'

const LOGIN_PATH = /\/dis\/ts\/login\/?$/

/** Maps Fastify's and its plugins' own errors (body parsing, limits) onto our codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 0
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'http.payloadTooLarge')
  if (status === 415) {
    const type = /: (.*)$/.exec(error.message)?.[1] ?? ''
    return new AppError(ErrorCode.UNSUPPORTED_MEDIA, 'http.unsupportedMedia', { params: { type } })
  }
  if (status === 429) return new AppError(ErrorCode.RATE_LIMITED, 'http.rateLimited')
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) {
    return new AppError(ErrorCode.VALIDATION, 'validation.malformedBody', { params: { reason: error.message } })
  }
  if (status >= 400 && status < 500) {
    return new AppError(ErrorCode.VALIDATION, 'http.badRequest', { params: { reason: error.message } })
  }
  return undefined
}

/** Classifies any thrown value; unknown errors become INTERNAL (and are logged). */
export function toAppError(request: FastifyRequest, error: unknown): AppError {
  if (error instanceof AppError) {
    if (error.code >= ErrorCode.INTERNAL) request.log.error({ err: error }, 'request failed')
    return error
  }
  const known = error instanceof Error ? fromFastifyError(error as FastifyError) : undefined
  if (known) return known
  request.log.error({ err: error }, 'unexpected error')
  return new AppError(ErrorCode.INTERNAL, 'internal')
}

export interface ErrorAnswer {
  status: number
  headers: Record<string, string>
  body: { code: number; msg: string; data: null; [extra: string]: unknown }
}

export function errorAnswer(request: FastifyRequest, error: AppError): ErrorAnswer {
  const { options } = error
  const params = { ...options.params }
  for (const [name, key] of Object.entries(options.messageParams ?? {})) params[name] = t(request.locale, key)
  const msg = options.message ?? t(request.locale, error.key, params)
  const body: ErrorAnswer['body'] = { code: error.code, msg, data: null, ...options.extra }
  // The app treats a 401 as "session gone" unless the answer says it came from signing in.
  if (error.code === ErrorCode.UNAUTHORIZED && LOGIN_PATH.test(request.url.split('?')[0] ?? '')) body.isLogin = true
  return { status: HTTP_STATUS_OF[error.code], headers: options.headers ?? {}, body }
}

/** Sends the error envelope. Returns nothing on purpose: a returned reply would be awaited. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): void {
  const answer = errorAnswer(request, error)
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value)
  reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body)
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    sendError(request, reply, toAppError(request, error))
  })
}
