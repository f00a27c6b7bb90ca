// Success answers in the envelope of DESIGN.md §4.
import type { FastifyRequest } from 'fastify'
import type { ApiEnvelope } from '../../src/contract/envelope'
import { ErrorCode } from '../../src/contract/errors'
import { t } from '../i18n/locale'

export function ok<T>(request: FastifyRequest, data: T): ApiEnvelope<T> {
  return { code: ErrorCode.OK, msg: t(request.locale, 'ok'), data }
}
