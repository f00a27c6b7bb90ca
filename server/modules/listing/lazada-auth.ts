// Authorising a Lazada shop (issue 16 item 7): the consent address with a signed `state` (shop,
// tenant, account, ten minutes — checked on the way back, so any instance can finish it and a
// forged or stale return is refused), the code traded for tokens sealed at rest, and each Lazada
// shop's authorisation state for the screen. Refreshing before expiry happens in channels/target.
import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import type { LazadaShopAuth } from '../../../src/contract/listing'
import { ChannelError } from '../../channels/errors'
import { authorizeUrl, createToken } from '../../channels/lazada/oauth'
import { credentialsKey } from '../../channels/secrets'
import { sandboxCredentials } from '../../channels/signing'
import { readCredentials, storeCredentials } from '../../channels/target'
import type { AppConfig } from '../../config'
import { type ShopRow, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { readToken, signToken } from '../../lib/signed-token'
import { isSandboxUrl } from '../../marketplace-sandbox/address'
import type { SessionAccount } from '../../plugins/access-types'

const STATE_MS = 10 * 60_000
type Config = Pick<AppConfig, 'dataDir' | 'sandboxUrl' | 'syncTimeoutMs'>

interface StatePayload {
  shopId: string
  did: string
  accountId: string
  exp: number
  nonce: string
}

const PURPOSE = 'lazada-state'

export function signState(config: Config, payload: Omit<StatePayload, 'exp' | 'nonce'>, now = Date.now()): string {
  return signToken(credentialsKey(config.dataDir), PURPOSE, payload, STATE_MS, now)
}

export function readState(config: Config, state: string, now = Date.now()): StatePayload | null {
  return readToken<StatePayload>(credentialsKey(config.dataDir), PURPOSE, state, now)
}

export async function requireLazadaShop(db: Database, did: string, id: string): Promise<ShopRow> {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.did, did), eq(shops.id, id), eq(shops.channel, 'lazada')))
  if (!shop) throw notFound('what.shop')
  return shop
}

/** Where the shop's Lazada answers, and the app that signs for it (the seller's, or the sandbox's). */
async function appOf(db: Database, config: Config, shop: ShopRow) {
  const { baseUrl, sellerId } = shop.connector
  const sandbox = isSandboxUrl(baseUrl)
  if (sandbox && !config.sandboxUrl) {
    throw new AppError(ErrorCode.UPSTREAM, 'listing.channelUnavailable', {
      params: { reason: 'the sandbox marketplace is not running' },
    })
  }
  const stored = (await readCredentials(db, config, shop.id))?.credentials
  const app = sandbox && sellerId ? sandboxCredentials(sellerId) : stored
  if (!app?.appKey || !app.appSecret || !baseUrl) throw new AppError(ErrorCode.RULE, 'listing.lazadaNoApp')
  return {
    baseUrl: sandbox ? config.sandboxUrl! : baseUrl,
    sellerId: sellerId ?? '',
    appKey: app.appKey,
    appSecret: app.appSecret,
  }
}

export async function startAuthorisation(
  db: Database,
  config: Config,
  caller: SessionAccount,
  shopId: string,
  redirectUri: string,
) {
  const shop = await requireLazadaShop(db, caller.did, shopId)
  const app = await appOf(db, config, shop)
  const state = signState(config, { shopId: shop.id, did: caller.did, accountId: caller.id })
  return {
    url: authorizeUrl(app.baseUrl, app.appKey, redirectUri, state),
    sandbox: isSandboxUrl(shop.connector.baseUrl),
  }
}

/** What the code was traded for, kept between the call to Lazada and the write that stores it. */
export interface TradedTokens {
  shop: ShopRow
  tokens: Awaited<ReturnType<typeof createToken>>
}

/**
 * Trades the code for tokens at Lazada. Called outside any transaction: a slow or hanging token
 * endpoint must not hold a database connection (or, on the embedded database, every other request).
 */
export async function tradeCode(
  db: Database,
  config: Config,
  caller: SessionAccount,
  input: { code: string; state: string },
): Promise<TradedTokens> {
  const state = readState(config, input.state)
  // Another tenant's return is as good as a forged one: refused the same way, nothing said about the shop.
  if (!state || state.did !== caller.did) throw new AppError(ErrorCode.RULE, 'listing.lazadaState')
  const shop = await requireLazadaShop(db, caller.did, state.shopId)
  const app = await appOf(db, config, shop)
  const tokens = await createToken(
    {
      shopId: shop.id,
      baseUrl: app.baseUrl,
      sellerId: app.sellerId,
      timeoutMs: config.syncTimeoutMs,
      credentials: { appKey: app.appKey, appSecret: app.appSecret },
    },
    input.code,
  ).catch((error: unknown) => {
    // Lazada's refusal is its answer; a lost connection or a time-out is no answer at all.
    if (error instanceof ChannelError) {
      const [code, message] = error.retryable
        ? [ErrorCode.UPSTREAM, 'listing.lazadaUnreachable' as const]
        : [ErrorCode.RULE, 'listing.lazadaRefused' as const]
      throw new AppError(code, message, { params: { reason: error.message } })
    }
    throw error
  })
  return { shop, tokens }
}

/** Stores the traded tokens sealed, in the change's transaction (the shop checked again inside it). */
export async function storeTradedTokens(
  tx: Database,
  config: Config,
  caller: SessionAccount,
  { shop, tokens }: TradedTokens,
): Promise<LazadaShopAuth> {
  const current = await requireLazadaShop(tx, caller.did, shop.id)
  await storeCredentials(tx, config, current, tokens.credentials, tokens.expiresAt)
  return authOf(current, { credentials: tokens.credentials, expiresAt: tokens.expiresAt })
}

function authOf(
  shop: ShopRow,
  stored: { credentials: { accessToken?: string; refreshExpiresAt?: string }; expiresAt: Date | null } | null,
): LazadaShopAuth {
  const expiresAt = stored?.expiresAt ?? null
  const refreshUntil = stored?.credentials.refreshExpiresAt ?? null
  const now = Date.now()
  // Usable while the access token lives, or while a refresh can still renew it.
  const live = (expiresAt && expiresAt.getTime() > now) || (refreshUntil && Date.parse(refreshUntil) > now)
  return {
    shopId: shop.id,
    shopName: shop.name,
    sellerId: shop.connector.sellerId ?? '',
    sandbox: isSandboxUrl(shop.connector.baseUrl),
    state: !stored?.credentials.accessToken ? 'not_authorised' : live ? 'authorised' : 'expired',
    expiresAt: expiresAt?.toISOString() ?? null,
    refreshExpiresAt: refreshUntil,
  }
}

export async function lazadaShops(db: Database, config: Config, did: string): Promise<LazadaShopAuth[]> {
  const rows = await db
    .select()
    .from(shops)
    .where(and(eq(shops.did, did), eq(shops.channel, 'lazada')))
    .orderBy(shops.name)
  const answer: LazadaShopAuth[] = []
  for (const shop of rows) {
    const stored = await readCredentials(db, config, shop.id)
    answer.push(authOf(shop, stored as Parameters<typeof authOf>[1]))
  }
  return answer
}
