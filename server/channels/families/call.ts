// One authenticated call of a listing family: the URL under the shop's base URL and the channel's
// prefix, signed (HMAC channels) or with the channel's token header.
import type { Channel } from '../../../src/contract/dictionaries'
import { type ChannelAnswer, channelFetch } from '../http'
import { signUrl, type TokenChannel, tokenHeaders } from '../signing'
import type { ConnectorTarget } from '../types'

export interface FamilySpec {
  channel: Channel
  /** The channel's API root under the base URL, e.g. `/shopify/admin/api/2024-07`. */
  prefix: string
  auth: 'hmac' | TokenChannel
}

export function call(
  spec: FamilySpec,
  target: ConnectorTarget,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; query?: Record<string, string | number> } = {},
): Promise<ChannelAnswer> {
  const url = new URL(`${spec.prefix}${path}`, target.baseUrl)
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, String(value))
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  let headers: Record<string, string> = {}
  if (spec.auth === 'hmac') signUrl(url, body ?? '', target.credentials)
  else headers = tokenHeaders(spec.auth, target.credentials.accessToken ?? '', target.sellerId)
  return channelFetch({ method, url, headers, body, timeoutMs: target.timeoutMs, signal: target.signal })
}

/** Minor units → the decimal string channels take ("12.99"). */
export const major = (minor: number) => (minor / 100).toFixed(2)
