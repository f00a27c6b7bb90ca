// The signed download link of an export file: the record and its tenant, good for a minute. Made
// for a caller the link call has checked (session, permission, tenant, channel); whoever holds it
// may fetch that one file until it expires, which is all the browser needs to save it to disk.
import { credentialsKey } from '../../../channels/secrets'
import type { AppConfig } from '../../../config'
import { readToken, signToken } from '../../../lib/signed-token'

/** Long enough for the browser to follow the link it was just given, too short to be worth sharing. */
export const EXPORT_LINK_MS = 60_000
const PURPOSE = 'listing-export-file'

export const signExportLink = (
  config: Pick<AppConfig, 'dataDir'>,
  grant: { id: string; did: string },
  now = Date.now(),
) => signToken(credentialsKey(config.dataDir), PURPOSE, grant, EXPORT_LINK_MS, now)

/** The record and tenant a valid, unexpired link grants; null for anything else. */
export function readExportLink(config: Pick<AppConfig, 'dataDir'>, token: string, now = Date.now()) {
  const grant = readToken<{ id: unknown; did: unknown }>(credentialsKey(config.dataDir), PURPOSE, token, now)
  if (!grant || typeof grant.id !== 'string' || typeof grant.did !== 'string') return null
  return { id: grant.id, did: grant.did }
}
