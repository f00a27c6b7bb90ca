// Drains the outbox: entries go out in order per entity (one at a time per entity, a few entities
// at once) under one Web Lock shared by the page and the service worker, so two drains never send
// the same change together. The token is read when sending, never stored in an entry.
import type { ApiEnvelope } from '../../contract/envelope'
import { outboxLockName } from '../names'
import type { AccountDb } from '../schema'
import { applyOutcome, classify, type SendResult } from './outcome'
import { operationOf } from './registry'
import { type OutboxEntry, SENDABLE_STATES } from './types'

export interface DrainSession {
  token: string | null
  language: string
}

export interface DrainDeps {
  db: AccountDb
  /** Read before every request, so a new sign-in is picked up mid-drain. */
  session: () => Promise<DrainSession | null>
  fetch?: typeof fetch
  /** Origin-relative API base. */
  apiBase?: string
  now?: () => number
  /** How many entities are sent at once (entries of one entity are always one after another). */
  concurrency?: number
  timeoutMs?: number
}

export interface DrainReport {
  sent: number
  done: number
  /** Why the drain stopped early: no network, or signed out. */
  stopped: 'offline' | 'signed-out' | null
}

const DEFAULT_TIMEOUT_MS = 30_000

/** Takes the account's outbox lock (waiting for another drain to finish) and drains. */
export async function drainOutbox(deps: DrainDeps): Promise<DrainReport> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return withLocalLock(deps.db.accountId, () => drainLocked(deps))
  return locks.request(outboxLockName(deps.db.accountId), () => drainLocked(deps))
}

// Where Web Locks are missing (old browsers, tests): at least one drain at a time in this context.
const localLocks = new Map<string, Promise<unknown>>()
async function withLocalLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  const previous = localLocks.get(name) ?? Promise.resolve()
  const next = previous.catch(() => {}).then(run)
  localLocks.set(name, next)
  try {
    return await next
  } finally {
    if (localLocks.get(name) === next) localLocks.delete(name)
  }
}

async function drainLocked(deps: DrainDeps): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, done: 0, stopped: null }
  // Entries left "sending" by a closed page or a killed worker: the lock is ours, so nobody is
  // sending them now; they go again with the same key (the server answers a replay, not twice).
  await deps.db.outbox.where('state').equals('sending').modify({ state: 'pending' })
  for (let round = 0; round < 1000; round++) {
    const sentBefore = report.sent
    await drainRound(deps, report)
    if (report.stopped || report.sent === sentBefore) break
  }
  return report
}

/** One pass over what is due now; changes queued meanwhile are picked up by the next pass. */
async function drainRound(deps: DrainDeps, report: DrainReport): Promise<void> {
  const now = (deps.now ?? Date.now)()
  const entries = await deps.db.outbox.orderBy('seq').toArray()
  const chains = new Map<string, OutboxEntry[]>()
  const blocked = new Set<string>()
  for (const entry of entries) {
    if (blocked.has(entry.entity)) continue
    const due = SENDABLE_STATES.includes(entry.state) && !(entry.state === 'retry' && entry.nextAttemptAt > now)
    // An entry that cannot go now holds back everything after it on the same entity.
    if (!due) {
      blocked.add(entry.entity)
      continue
    }
    const chain = chains.get(entry.entity) ?? []
    chain.push(entry)
    chains.set(entry.entity, chain)
  }
  const queue = [...chains.values()]
  const workers = Array.from({ length: Math.max(1, deps.concurrency ?? 4) }, async () => {
    for (let chain = queue.shift(); chain && !report.stopped; chain = queue.shift()) {
      for (const entry of chain) {
        if (report.stopped) return
        const ok = await sendOne(deps, entry, report)
        if (!ok) break
      }
    }
  })
  await Promise.all(workers)
}

/** Sends one entry and records the outcome; true when it is done (the chain may go on). */
async function sendOne(deps: DrainDeps, queued: OutboxEntry, report: DrainReport): Promise<boolean> {
  const { db } = deps
  const seq = queued.seq as number
  const session = await deps.session()
  if (!session?.token) {
    report.stopped = 'signed-out'
    return false
  }
  // Re-read (the user may have discarded or changed it since the round began) and marked as on the
  // wire in one transaction: each transaction is a round trip to the browser's IndexedDB process,
  // and a replay of 1,000 changes waited on those more than on the server (issue 21).
  const claimed = await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry || !SENDABLE_STATES.includes(entry.state)) return null
    const operation = operationOf(entry.operation)
    if (!operation) {
      await db.outbox.update(seq, { state: 'failed', lastError: `unknown operation ${entry.operation}` })
      return null
    }
    const attempts = entry.attempts + 1
    await db.outbox.update(seq, { state: 'sending', attempts })
    return { entry, operation, attempts }
  })
  if (!claimed) return false
  const { entry, operation, attempts } = claimed
  report.sent++
  const result = await send(deps, operation.path, entry, session)
  const outcome = classify(result, attempts)
  const now = (deps.now ?? Date.now)()
  if (outcome.kind === 'done') {
    // The mirror takes the server's answer before the entry goes: a screen that overlays waiting
    // entries on the mirror would otherwise show the change undone for a moment, and a tap in that
    // moment would be based on the old version.
    try {
      await operation.applyDone?.(db, outcome.data, entry.payload)
    } catch {
      // The server has the change; a mirror that failed to update catches up on the next sync.
    }
    await db.transaction('rw', db.outbox, async () => {
      await db.outbox.delete(seq)
      await chainFollowers(db, entry, operation.rowOfDone ? operation.rowOfDone(outcome.data) : outcome.data)
    })
    report.done++
    return true
  }
  await db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(seq)
    // Discarded while on the wire: the user's decision stands.
    if (current)
      await db.outbox.put({ ...applyOutcome({ ...current, attempts }, outcome, now), lastStatus: result.status })
  })
  if (result.status === 0) report.stopped = 'offline'
  if (outcome.kind === 'held') report.stopped = 'signed-out'
  return false
}

/**
 * Base version chaining: a change the user queued behind `done` on the same entity was made while
 * `done` was waiting, on top of it (the screens show waiting changes as made), yet it carries the
 * version `done` was based on. Now that the server has `done`, those followers are based on the
 * row it produced, so "take off shelf" then "put on sale" offline are two changes, not a change
 * and a conflict with itself. Only followers never sent (their key is unused, so their body may
 * still change) and based on the version `done` started from or newer; one based on an older
 * version saw a row someone else had changed since, and its conflict stays real.
 */
async function chainFollowers(db: AccountDb, done: OutboxEntry, doneRow: unknown): Promise<void> {
  const from = done.baseVersion
  if (from === null || doneRow === null || doneRow === undefined) return
  const followers = await db.outbox.where('entity').equals(done.entity).toArray()
  for (const follower of followers) {
    if ((follower.seq ?? 0) <= (done.seq ?? 0) || follower.attempts > 0) continue
    if (follower.baseVersion === null || follower.baseVersion < from) continue
    if (!SENDABLE_STATES.includes(follower.state) && follower.state !== 'held') continue
    const operation = operationOf(follower.operation)
    if (!operation) continue
    const payload = operation.rebase(follower.payload, doneRow)
    // An operation without a version in its payload (a flag) only moves its recorded base along.
    const version = operation.versionOf(payload) ?? versionOfRow(doneRow)
    if (version === null || version <= follower.baseVersion) continue
    await db.outbox.update(follower.seq as number, { payload, baseVersion: version })
  }
}

/** The `version` of a server row (goods answer with a list of one row). */
function versionOfRow(row: unknown): number | null {
  const first = Array.isArray(row) ? row[0] : row
  const version = first && typeof first === 'object' ? (first as { version?: unknown }).version : undefined
  return typeof version === 'number' ? version : null
}

async function send(deps: DrainDeps, path: string, entry: OutboxEntry, session: DrainSession): Promise<SendResult> {
  const doFetch = deps.fetch ?? fetch
  // A hung connection counts as a network failure (AbortSignal.timeout is missing in some runtimes).
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  let response: Response
  try {
    response = await doFetch(`${deps.apiBase ?? '/dis/ts'}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': session.language,
        Authorization: `Bearer ${session.token}`,
        'Idempotency-Key': entry.id,
      },
      body: JSON.stringify(entry.payload),
      signal: controller.signal,
    })
  } catch (error) {
    clearTimeout(timer)
    return { status: 0, msg: error instanceof Error ? error.message : String(error) }
  }
  let envelope: Partial<ApiEnvelope<unknown>> | null = null
  try {
    envelope = (await response.json()) as Partial<ApiEnvelope<unknown>>
  } catch {
    // Not JSON (a proxy's error page): the status alone decides.
  } finally {
    clearTimeout(timer)
  }
  return {
    status: response.status,
    code: typeof envelope?.code === 'number' ? envelope.code : undefined,
    msg: typeof envelope?.msg === 'string' ? envelope.msg : undefined,
    data: envelope?.data,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
  }
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now())
}

/** When the next retry is due (for the page's timer), or null. */
export async function nextRetryAt(db: AccountDb): Promise<number | null> {
  const waiting = await db.outbox.where('state').equals('retry').toArray()
  return waiting.length ? Math.min(...waiting.map((entry) => entry.nextAttemptAt)) : null
}
