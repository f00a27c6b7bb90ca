// A shop's connector target: where its channel answers (the sandbox this server started, for
// `sandbox://marketplace` shops) and its credentials, opened from their sealed row. Sandbox shops
// get the sandbox's credentials sealed on first use, as if the seller had pasted them in.
import { eq } from 'drizzle-orm'
import type { AppConfig } from '../config'
import { type ShopRow, shopCredentials } from '../db/schema'
import type { Database } from '../db/types'
import { isSandboxUrl } from '../marketplace-sandbox/address'
import { ChannelError } from './errors'
import { credentialsKey, seal, unseal } from './secrets'
import { sandboxCredentials } from './signing'
import type { ConnectorTarget, ShopCredentials } from './types'

export async function storeCredentials(
  db: Database,
  config: Pick<AppConfig, 'dataDir'>,
  shop: Pick<ShopRow, 'id' | 'did'>,
  credentials: ShopCredentials,
  expiresAt: Date | null = null,
) {
  const sealed = seal(credentialsKey(config.dataDir), credentials)
  await db
    .insert(shopCredentials)
    .values({ shopId: shop.id, did: shop.did, sealed, expiresAt })
    .onConflictDoUpdate({ target: shopCredentials.shopId, set: { sealed, expiresAt, updatedAt: new Date() } })
}

export async function readCredentials(db: Database, config: Pick<AppConfig, 'dataDir'>, shopId: string) {
  const [row] = await db.select().from(shopCredentials).where(eq(shopCredentials.shopId, shopId))
  if (!row) return null
  return { credentials: unseal<ShopCredentials>(credentialsKey(config.dataDir), row.sealed), expiresAt: row.expiresAt }
}

/** A Lazada access token is renewed this long before it runs out (while its refresh token lives). */
export const REFRESH_AHEAD_MS = 24 * 3_600_000
type Stored = { credentials: ShopCredentials & { refreshExpiresAt?: string }; expiresAt: Date | null }

async function refreshIfDue(
  db: Database,
  config: Pick<AppConfig, 'dataDir' | 'syncTimeoutMs'>,
  shop: ShopRow,
  baseUrl: string,
  stored: Stored,
): Promise<Stored> {
  const { credentials, expiresAt } = stored
  const now = Date.now()
  const refreshUntil = credentials.refreshExpiresAt ? Date.parse(credentials.refreshExpiresAt) : 0
  if (!expiresAt || expiresAt.getTime() - now > REFRESH_AHEAD_MS || !credentials.refreshToken || refreshUntil <= now)
    return stored
  const { refreshToken } = await import('./lazada/oauth')
  try {
    const fresh = await refreshToken(
      {
        shopId: shop.id,
        baseUrl,
        sellerId: shop.connector.sellerId ?? '',
        timeoutMs: config.syncTimeoutMs,
        credentials,
      },
      credentials.refreshToken,
    )
    await storeCredentials(db, config, shop, fresh.credentials, fresh.expiresAt)
    return fresh
  } catch (error) {
    // Another instance may have renewed it first (a refresh token works once): take what it stored.
    const again = (await readCredentials(db, config, shop.id)) as Stored | null
    if (again && again.credentials.accessToken !== credentials.accessToken) return again
    // Still valid for now: use it and try again next time; a dead token says so below.
    if (error instanceof ChannelError && expiresAt.getTime() > now) return stored
    throw error
  }
}

export async function targetOf(
  db: Database,
  config: Pick<AppConfig, 'dataDir' | 'sandboxUrl' | 'syncTimeoutMs'>,
  shop: ShopRow,
  signal?: AbortSignal,
): Promise<ConnectorTarget> {
  const { baseUrl, sellerId } = shop.connector
  if (!baseUrl || !sellerId)
    throw new ChannelError('auth', 'the shop has no channel connection (base URL and seller id)')
  let url = baseUrl
  if (isSandboxUrl(baseUrl)) {
    if (!config.sandboxUrl) throw new ChannelError('unreachable', 'the sandbox marketplace is not running')
    url = config.sandboxUrl
  }
  let stored = (await readCredentials(db, config, shop.id)) as Stored | null
  if (!stored && isSandboxUrl(baseUrl) && shop.channel !== 'lazada') {
    // Lazada shops are authorised through the OAuth flow, even on the sandbox.
    const credentials = sandboxCredentials(sellerId)
    await storeCredentials(db, config, shop, credentials)
    stored = { credentials, expiresAt: null }
  }
  if (!stored) throw new ChannelError('auth', 'the shop is not authorised on its channel yet')
  if (shop.channel === 'lazada') stored = await refreshIfDue(db, config, shop, url, stored)
  if (stored.expiresAt && stored.expiresAt.getTime() <= Date.now()) {
    throw new ChannelError('auth', 'the shop’s authorisation expired: authorise it again')
  }
  return {
    shopId: shop.id,
    baseUrl: url,
    sellerId,
    credentials: stored.credentials,
    timeoutMs: config.syncTimeoutMs,
    signal,
  }
}
