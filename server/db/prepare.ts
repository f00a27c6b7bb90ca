// Brings a freshly opened database up to date: migrations, then the reference data.
import type { FastifyBaseLogger } from 'fastify'
import { ensureReferenceData } from './reference/load'
import type { DatabaseHandle } from './types'

export async function prepareDatabase(handle: DatabaseHandle, log?: Pick<FastifyBaseLogger, 'info'>) {
  await handle.migrate()
  if (await ensureReferenceData(handle.db)) log?.info('reference data (areas, dictionaries, express companies) loaded')
}
