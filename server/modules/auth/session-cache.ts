// In-process cache of signed-in callers (token hash → account, role permissions, session id).
//
// Why: every API call starts with the session lookup (sessions ⋈ accounts ⋈ roles). On PGlite a
// statement costs ≈0.6 ms of CPU whatever it reads, a large share of an order-by-id request; on
// PostgreSQL it is a round trip. A caller under load repeats the same token many times a second.
//
// Why it stays correct (README "Decisions"):
// - On this instance, every change that can end a session or change what it may do (sign-out,
//   password change or reset, member edit / disable, role edit / delete) is a route whose `after`
//   is `clearSessionCache`, which empties the cache after the change has committed. A lookup
//   that was running while the cache was emptied (it may have read the state before the commit)
//   is not stored: `set` compares the generation it started with.
// - Other instances sharing PostgreSQL learn of such a change only through the database, so an
//   entry lives at most SESSION_CACHE_TTL_MS: a revoked session or a narrowed role takes effect
//   there within that bound. PGlite is owned by one process, so there is no other instance.
// - Only found sessions are kept (never "no such token": a new sign-in must work at once), and
//   never past the session's own expiry.
import type { FastifyRequest } from 'fastify'
import type { SessionAccount } from '../../plugins/access-types'

/** How long another instance on the same PostgreSQL may act on a revoked or changed session. */
export const SESSION_CACHE_TTL_MS = 2_000
/** Bounds memory; the oldest entry makes room (a Map iterates in insertion order). */
const MAX_ENTRIES = 10_000

interface Entry {
  account: SessionAccount
  /** The earlier of the session's expiry and the end of the TTL (epoch ms). */
  validUntil: number
}

export class SessionCache {
  #entries = new Map<string, Entry>()
  #generation = 0

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** Taken before a lookup and handed to `set`: a clear in between means the lookup may be stale. */
  get generation(): number {
    return this.#generation
  }

  get size(): number {
    return this.#entries.size
  }

  get(tokenHash: string, now = Date.now()): SessionAccount | undefined {
    const entry = this.#entries.get(tokenHash)
    if (!entry) return undefined
    if (now < entry.validUntil) return entry.account
    this.#entries.delete(tokenHash)
    return undefined
  }

  set(tokenHash: string, account: SessionAccount, expiresAt: Date, generation: number, now = Date.now()) {
    if (this.ttlMs <= 0 || generation !== this.#generation) return
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    // Shared by every request of this token until it lapses: nobody may change it in place.
    Object.freeze(account.permissions)
    for (const actions of Object.values(account.permissions)) Object.freeze(actions)
    this.#entries.set(tokenHash, {
      account: Object.freeze(account),
      validUntil: Math.min(now + this.ttlMs, expiresAt.getTime()),
    })
  }

  /** Forgets every caller: the next request of each reads its session from the database. */
  clear() {
    this.#generation++
    this.#entries.clear()
  }
}

/**
 * Empties the session cache once a change to sessions, accounts or roles has committed (or failed):
 * the `after` hook of such a route (server/lib/route.ts), so the next request on this instance
 * reads the session from the database.
 */
export async function clearSessionCache({ request }: { request: FastifyRequest }): Promise<void> {
  request.server.sessionCache.clear()
}
