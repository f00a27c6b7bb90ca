// Request authentication per channel: Lazada, Shopee and TikTok sign each call with HMAC-SHA256
// over the path, the sorted parameters and the body (their open platforms' scheme); the others
// send a token in the header their API names.
import { createHmac } from 'node:crypto'

export function hmacSignature(secret: string, path: string, params: Record<string, string>, body: string) {
  const sorted = Object.keys(params)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}${params[key]}`)
    .join('')
  return createHmac('sha256', secret).update(`${path}${sorted}${body}`).digest('hex').toUpperCase()
}

/** Adds app_key, timestamp, access_token and sign to the URL of a signed call. */
export function signUrl(
  url: URL,
  body: string,
  credentials: { appKey?: string; appSecret?: string; accessToken?: string },
  now = Date.now(),
) {
  url.searchParams.set('app_key', credentials.appKey ?? '')
  url.searchParams.set('timestamp', String(now))
  url.searchParams.set('sign_method', 'sha256')
  if (credentials.accessToken) url.searchParams.set('access_token', credentials.accessToken)
  const params = Object.fromEntries(url.searchParams)
  url.searchParams.set('sign', hmacSignature(credentials.appSecret ?? '', url.pathname, params, body))
  return url
}

/** The header each token channel reads its token from. */
export const TOKEN_HEADERS = {
  shopify: 'x-shopify-access-token',
  wm: 'authorization',
  amazon: 'x-amz-access-token',
  ozon: 'api-key',
  cd: 'authorization',
  custom: 'authorization',
} as const
export type TokenChannel = keyof typeof TOKEN_HEADERS

export function tokenHeaders(channel: TokenChannel, token: string, sellerId: string): Record<string, string> {
  const header = TOKEN_HEADERS[channel]
  const value = header === 'authorization' ? `Bearer ${token}` : token
  return channel === 'ozon' ? { [header]: value, 'client-id': sellerId } : { [header]: value }
}

const sandboxDerive = (what: string, sellerId: string) =>
  createHmac('sha256', 'marketplace-sandbox').update(`${what}:${sellerId}`).digest('hex')

/**
 * Sandbox credentials: the sandbox derives a seller's app secret and token from its id (so it can
 * check them without a database); a token names its seller: `sbx.<seller>.<mac>`.
 */
export function sandboxCredentials(sellerId: string) {
  return {
    appKey: `sbx-${sellerId}`,
    appSecret: sandboxDerive('secret', sellerId),
    accessToken: `sbx.${sellerId}.${sandboxDerive('token', sellerId)}`,
  }
}
