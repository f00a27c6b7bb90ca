// The sandbox's Lazada seller authorisation, in Lazada Open Platform's shapes: the consent page
// (`/oauth/authorize?response_type=code&client_id=…&redirect_uri=…&state=…`) sends the browser back
// with `code` (or `error=access_denied`); `/auth/token/create` (signed with the app's key and
// secret) trades a code for an access token and a refresh token; `/auth/token/refresh` renews them.
// Failures as Lazada answers them (HTTP 200, a `code` other than "0"): an unknown, used or expired
// code, a refresh token that is unknown or expired, a signature that does not match.
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { hmacSignature, sandboxCredentials } from '../../channels/signing'
import type { IssuedTokens } from './auth'

export const LAZADA_AUTHORIZE_PATH = '/lazada/oauth/authorize'
const DECIDE_PATH = '/lazada/oauth/decide'
/** Lazada's lifetimes: the access token a week, the refresh token a month, a code half an hour. */
export const ACCESS_SECONDS = 7 * 86_400
export const REFRESH_SECONDS = 30 * 86_400
const CODE_MS = 30 * 60_000

export interface LazadaOAuthState {
  codes: Map<string, { seller: string; expiresAt: number; used: boolean }>
  refresh: Map<string, { seller: string; expiresAt: number }>
  issued: IssuedTokens
}

export const newOAuthState = (issued: IssuedTokens): LazadaOAuthState => ({
  codes: new Map(),
  refresh: new Map(),
  issued,
})

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  res.end(body)
}

const sellerOfApp = (clientId: string | null) => (clientId?.startsWith('sbx-') ? clientId.slice(4) : null)

function validRedirect(value: string | null): URL | null {
  try {
    const url = new URL(value ?? '')
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** Whether the path is the consent page or its answer (GET, outside the signed API). */
export const isLazadaOAuthPage = (url: URL) => url.pathname === LAZADA_AUTHORIZE_PATH || url.pathname === DECIDE_PATH

export function answerLazadaOAuthPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: LazadaOAuthState,
  now: number,
) {
  const params = url.searchParams
  const seller = sellerOfApp(params.get('client_id'))
  const redirect = validRedirect(params.get('redirect_uri'))
  if (req.method !== 'GET' || params.get('response_type') !== 'code' || !seller || !redirect) {
    return html(
      res,
      400,
      '<!doctype html><title>Bad request</title><p>invalid_request: response_type=code, client_id and redirect_uri are required.</p>',
    )
  }
  const back = new URL(redirect)
  const passState = params.get('state')
  if (passState) back.searchParams.set('state', passState)
  if (url.pathname === DECIDE_PATH) {
    if (params.get('decision') !== 'approve') back.searchParams.set('error', 'access_denied')
    else {
      const code = `0_${randomBytes(12).toString('hex')}`
      state.codes.set(code, { seller, expiresAt: now + CODE_MS, used: false })
      back.searchParams.set('code', code)
    }
    res.writeHead(302, { location: back.toString(), 'cache-control': 'no-store' })
    return res.end()
  }
  const hidden = ['response_type', 'client_id', 'redirect_uri', 'state']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
    .join('')
  return html(
    res,
    200,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Lazada – authorise</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}button{font-size:16px;padding:10px 18px;margin-right:8px}</style></head>
<body><p><strong>Sandbox marketplace</strong> — this is not the real Lazada; nothing here reaches a real shop.</p>
<h1>Authorise the console</h1><p>Seller account <strong>${escapeHtml(seller)}</strong> is asked to let the console manage its products and orders.</p>
<form method="get" action="${DECIDE_PATH}">${hidden}
<button type="submit" name="decision" value="approve">Authorise</button><button type="submit" name="decision" value="deny">Deny</button></form></body></html>`,
  )
}

const failure = (code: string, message: string) => ({ type: 'ISV', code, message, request_id: `sbx${Date.now()}` })

/** A signed token call (`/auth/token/create` or `/refresh`): the app's own signature, no access token. */
export function answerLazadaToken(
  path: string,
  url: URL,
  raw: string,
  now: number,
  state: LazadaOAuthState,
): { status: number; body: unknown } {
  const params = Object.fromEntries(url.searchParams)
  const seller = sellerOfApp(params.app_key ?? null)
  if (!seller || !params.sign || !params.timestamp || Math.abs(now - Number(params.timestamp)) > 5 * 60_000) {
    return {
      status: 200,
      body: failure('IncompleteSignature', 'The request signature does not conform to platform standards'),
    }
  }
  if (hmacSignature(sandboxCredentials(seller).appSecret, url.pathname, params, raw) !== params.sign) {
    return {
      status: 200,
      body: failure('IncompleteSignature', 'The request signature does not conform to platform standards'),
    }
  }
  let owner: string
  if (path === '/auth/token/create') {
    const found = state.codes.get(params.code ?? '')
    if (!found || found.used || found.expiresAt <= now || found.seller !== seller) {
      return { status: 200, body: failure('InvalidCode', 'Invalid authorization code') }
    }
    found.used = true
    owner = found.seller
  } else {
    const found = state.refresh.get(params.refresh_token ?? '')
    if (!found || found.expiresAt <= now || found.seller !== seller) {
      return { status: 200, body: failure('IllegalRefreshToken', 'The specified refresh token is invalid or expired') }
    }
    state.refresh.delete(params.refresh_token!)
    owner = found.seller
  }
  const accessToken = `50000${randomBytes(16).toString('hex')}`
  const refreshToken = `50001${randomBytes(16).toString('hex')}`
  state.issued.set(accessToken, { seller: owner, expiresAt: now + ACCESS_SECONDS * 1000 })
  state.refresh.set(refreshToken, { seller: owner, expiresAt: now + REFRESH_SECONDS * 1000 })
  return {
    status: 200,
    body: {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ACCESS_SECONDS,
      refresh_expires_in: REFRESH_SECONDS,
      country: 'my',
      account_platform: 'seller_center',
      account: `${owner}@sandbox.example`,
      country_user_info: [{ country: 'my', seller_id: owner, user_id: owner, short_code: owner.slice(0, 8) }],
      code: '0',
      request_id: `sbx${now}`,
    },
  }
}
