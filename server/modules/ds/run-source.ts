// Runs one data source for one caller: access (401/403), parameters (400), tenant scope, and
// for list sources the ServerPage shape of src/contract/envelope.ts.
import type { FastifyRequest } from 'fastify'
import type { ServerPage } from '../../../src/contract/envelope'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'
import { parseWith } from '../../lib/validate'
import { assertPermission } from '../../plugins/permissions'
import type { DataSource, PublicContext, SourceContext, SourceListResult } from './registry'

const NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/

export type FindSource = (name: unknown, accepts: (source: DataSource) => boolean) => DataSource

/**
 * Looks sources up by name among the registered ones (server/data-sources.ts): the source of that
 * name if the route may run it; 404 otherwise (unknown or wrong kind). Two sources of one name
 * are refused when the server starts, not answered by whichever came last.
 */
export function sourceFinder(sources: readonly DataSource[]): FindSource {
  const byName = new Map<string, DataSource>()
  for (const source of sources) {
    if (byName.has(source.name)) throw new Error(`data source ${source.name} is registered twice`)
    byName.set(source.name, source)
  }
  return (name, accepts) => {
    const source = typeof name === 'string' && NAME_PATTERN.test(name) ? byName.get(name) : undefined
    if (!source || !accepts(source)) {
      throw new AppError(ErrorCode.NOT_FOUND, 'notFound.source', { params: { name: String(name).slice(0, 64) } })
    }
    return source
  }
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
