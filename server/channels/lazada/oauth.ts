// Lazada seller authorisation, the connector's side: the consent page's address, and the signed
// token calls (`/auth/token/create` with the code, `/auth/token/refresh` before the access token
// runs out), read from Lazada's answer shape. The app's key and secret sign; no seller token yet.
import { LAZADA_AUTHORIZE_PATH } from '../../marketplace-sandbox/listings/lazada-oauth'
import { ChannelError } from '../errors'
import { call } from '../families/call'
import type { ConnectorTarget, ShopCredentials } from '../types'
import { LISTING_WIRE } from '../wire'

const SPEC = { channel: 'lazada' as const, ...LISTING_WIRE.lazada }

export interface LazadaTokens {
  credentials: ShopCredentials & { refreshExpiresAt: string; account: string }
  /** When the access token stops working. */
  expiresAt: Date
}

/** The consent page the seller is sent to; it comes back to `redirectUri` with `code` and `state`. */
export function authorizeUrl(baseUrl: string, appKey: string, redirectUri: string, state: string): string {
  const url = new URL(LAZADA_AUTHORIZE_PATH, baseUrl)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('force_auth', 'true')
  url.searchParams.set('client_id', appKey)
  url.searchParams.set('redirect_uri', redirectUri)
  url.searchParams.set('state', state)
  return url.toString()
}

interface TokenAnswer {
  code?: string
  message?: string
  access_token?: string
  refresh_token?: string
  expires_in?: number
  refresh_expires_in?: number
  account?: string
}

async function tokenCall(
  target: Omit<ConnectorTarget, 'credentials'> & { credentials: ShopCredentials },
  path: '/auth/token/create' | '/auth/token/refresh',
  query: Record<string, string>,
  now = Date.now(),
): Promise<LazadaTokens> {
  // Token calls carry the app's signature only: an old access token must not go along.
  const app = { appKey: target.credentials.appKey, appSecret: target.credentials.appSecret }
  const answer = await call(SPEC, { ...target, credentials: app }, 'POST', path, { query })
  const body = (answer.body ?? {}) as TokenAnswer
  if (body.code !== '0' || !body.access_token || !body.refresh_token || !body.expires_in) {
    if (typeof body.code !== 'string')
      throw new ChannelError('malformed', `no code in the answer (HTTP ${answer.status})`)
    throw new ChannelError('auth', `${body.code}: ${body.message ?? 'refused'}`)
  }
  return {
    credentials: {
      ...app,
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      refreshExpiresAt: new Date(now + (body.refresh_expires_in ?? 0) * 1000).toISOString(),
      account: body.account ?? '',
    },
    expiresAt: new Date(now + body.expires_in * 1000),
  }
}

export const createToken = (target: Parameters<typeof tokenCall>[0], code: string) =>
  tokenCall(target, '/auth/token/create', { code })

export const refreshToken = (target: Parameters<typeof tokenCall>[0], token: string) =>
  tokenCall(target, '/auth/token/refresh', { refresh_token: token })
