// The sandbox checks each call's credentials as the real channel would: a valid HMAC signature
// and a fresh timestamp on signed channels, the right token in the right header on the others.
// It answers with the seller the call is for, or null (refused).
import type { IncomingMessage } from 'node:http'
import { hmacSignature, sandboxCredentials, TOKEN_HEADERS, type TokenChannel } from '../../channels/signing'

const SKEW_MS = 5 * 60_000

/** Extra tokens the sandbox issued through its OAuth flow (Lazada): token → seller and expiry. */
export type IssuedTokens = Map<string, { seller: string; expiresAt: number }>

export function signedSeller(url: URL, body: string, now: number, issued: IssuedTokens): string | null {
  const params = Object.fromEntries(url.searchParams)
  const seller = params.app_key?.startsWith('sbx-') ? params.app_key.slice(4) : null
  if (!seller || !params.sign || !params.timestamp) return null
  if (Math.abs(now - Number(params.timestamp)) > SKEW_MS) return null
  const expected = sandboxCredentials(seller)
  if (hmacSignature(expected.appSecret, url.pathname, params, body) !== params.sign) return null
  const token = params.access_token
  const oauth = token ? issued.get(token) : undefined
  if (token !== expected.accessToken && !(oauth && oauth.seller === seller && oauth.expiresAt > now)) return null
  return seller
}

export function tokenSeller(
  channel: TokenChannel,
  req: IncomingMessage,
  now: number,
  issued: IssuedTokens,
): string | null {
  const raw = req.headers[TOKEN_HEADERS[channel]]
  const value = Array.isArray(raw) ? raw[0] : raw
  if (!value) return null
  const token = value.replace(/^Bearer\s+/i, '')
  const oauth = issued.get(token)
  const seller = oauth && oauth.expiresAt > now ? oauth.seller : token.split('.')[1]
  if (!seller) return null
  if (!oauth && sandboxCredentials(seller).accessToken !== token) return null
  if (channel === 'ozon' && req.headers['client-id'] !== seller) return null
  return seller
}
