// Runs one data source for one caller: access (401/403), parameters (400), tenant scope, and
// for list sources the ServerPage shape of src/contract/envelope.ts.
import type { FastifyRequest } from 'fastify'
import type { ServerPage } from '../../../src/contract/envelope'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import { parseWith } from '../../lib/validate'
import { assertPermission } from '../../plugins/permissions'
import type { DataSource, PublicContext, SourceContext, SourceListResult } from './registry'
import { SOURCES } from './sources'

const BY_NAME = new Map(SOURCES.map((source) => [source.name, source]))
const NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/

/** The source of that name if the route may run it; 404 otherwise (unknown or wrong kind). */
export function findSource(name: unknown, accepts: (source: DataSource) => boolean): DataSource {
  const source = typeof name === 'string' && NAME_PATTERN.test(name) ? BY_NAME.get(name) : undefined
  if (!source || !accepts(source)) {
    throw new AppError(ErrorCode.NOT_FOUND, 'notFound.source', { params: { name: String(name).slice(0, 64) } })
  }
  return source
}

/** A ServerPage whose rows may still be JSON text (the ds route sends that as is). */
export type SourcePage<Row> = Omit<ServerPage<Row>, 'list'> & { list: SourceListResult<Row>['list'] }

function toServerPage<Row>(result: SourceListResult<Row>, pageNo: number, pageSize: number): SourcePage<Row> {
  return {
    pageSize,
    pageNum: pageNo,
    total: result.total,
    pages: Math.ceil(result.total / pageSize),
    list: result.list,
    ...(result.scope === undefined ? {} : { scope: result.scope }),
  }
}

export async function runSource(request: FastifyRequest, source: DataSource, rawParams: unknown): Promise<unknown> {
  const account = request.account
  let ctx: PublicContext | SourceContext = { db: request.server.db, locale: request.locale, account }
  if (!source.public) {
    if (!account) throw new AppError(ErrorCode.UNAUTHORIZED, 'auth.unauthorized')
    assertPermission(account, source.permission, source.allowOwner)
    ctx = { ...ctx, account, tenant: account.did }
  }
  const params = parseWith(request.locale, source.params, rawParams)
  const result = await source.handler(params, ctx)
  if (source.kind !== 'list') return result
  const { pageNo, pageSize } = params as { pageNo: number; pageSize: number }
  return toServerPage(result as SourceListResult<unknown>, pageNo, pageSize)
}
