// Drains the outbox: entries go out in order per entity (one at a time per entity, a few requests
// at once) under one Web Lock shared by the page and the service worker, so two drains never send
// the same change together. The token is read when sending, never stored in an entry.
//
// Each pass sends the head of every entity's chain; the heads whose call may go in a batch go
// together in POST /outbox/batch (up to 50 a request, sized by what the last ones cost so each fits
// the request timeout: batch-size.ts), the others alone. An entity's next
// change waits for the next pass, after its head is done and the follower rebased on it (base
// version chaining). A batch costs two IndexedDB transactions and one request for up to 50 changes
// where single calls cost three and one each (issue 21: replay of 1,000 changes).
import type { OutboxBatchChange } from '../../contract/outbox-batch'
import { outboxLockName } from '../names'
import type { AccountDb } from '../schema'
import { type BatchSizer, batchSizerOf } from './batch-size'
import type { OutboxOperation } from './operation'
import { applyOutcome, classify, type SendResult } from './outcome'
import { operationOf } from './registry'
import { batchChange, changeBytes, DEFAULT_TIMEOUT_MS, sendAlone, sendBatch, takeBatch } from './send'
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
  /** How many requests are in flight at once (entries of one entity are always one after another). */
  concurrency?: number
  timeoutMs?: number
}

/** What one drain learned: a server without the batch call (404) gets single calls from then on. */
interface DrainState {
  batchRefused: boolean
  /** The account's batch size, from what its last batches cost (kept across drains). */
  sizer: BatchSizer
}

export interface DrainReport {
  sent: number
  done: number
  /** Why the drain stopped early: no network, or signed out. */
  stopped: 'offline' | 'signed-out' | null
}

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
  const state: DrainState = {
    batchRefused: false,
    sizer: batchSizerOf(deps.db.accountId, deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  }
  for (let round = 0; round < 1000; round++) {
    const sentBefore = report.sent
    await drainRound(deps, report, state)
    if (report.stopped || report.sent === sentBefore) break
  }
  return report
}

/** One pass over what is due now; changes queued meanwhile are picked up by the next pass. */
async function drainRound(deps: DrainDeps, report: DrainReport, state: DrainState): Promise<void> {
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
  let active = [...chains.values()]
  while (active.length > 0 && !report.stopped) {
    const done = await sendHeads(
      deps,
      active.map((chain) => chain[0] as OutboxEntry),
      report,
      state,
    )
    // A chain goes on only after its head is done; a refused or retried head holds the rest back.
    active = active.filter((chain) => done.has(chain[0]?.seq as number)).map((chain) => chain.slice(1))
    active = active.filter((chain) => chain.length > 0)
  }
}

/** Sends one change of each entity: batchable ones in batches, the rest alone; the seqs done. */
async function sendHeads(
  deps: DrainDeps,
  heads: OutboxEntry[],
  report: DrainReport,
  state: DrainState,
): Promise<Set<number>> {
  const done = new Set<number>()
  const batchable: { entry: OutboxEntry; change: OutboxBatchChange }[] = []
  const single: OutboxEntry[] = []
  for (const entry of heads) {
    const operation = operationOf(entry.operation)
    const change = operation && !state.batchRefused ? batchChange(entry, operation.path) : null
    if (change) batchable.push({ entry, change })
    else single.push(entry)
  }
  const alone = (entry: OutboxEntry) => async () => {
    if (await sendOne(deps, entry, report)) done.add(entry.seq as number)
  }
  /** The next request: a change that goes alone, else the next batch, sized when it is taken. */
  const nextSend = (): (() => Promise<void>) | undefined => {
    const entry = single.shift()
    if (entry) return alone(entry)
    if (batchable.length === 0) return undefined
    const batch = takeBatch(batchable, state.sizer.next, (item) => changeBytes(item.change))
    // One change alone is its single call: the same request, without the batch's envelope.
    if (batch.length === 1) return alone((batch[0] as (typeof batch)[number]).entry)
    return async () => {
      for (const seq of await sendInBatch(deps, batch, report, state)) done.add(seq)
    }
  }
  const workers = Array.from({ length: Math.max(1, deps.concurrency ?? 4) }, async () => {
    while (!report.stopped) {
      const send = nextSend()
      if (!send) break
      await send()
    }
  })
  await Promise.all(workers)
  return done
}

interface Claimed {
  entry: OutboxEntry
  operation: OutboxOperation
  attempts: number
}

/**
 * Re-reads entries (the user may have discarded or changed one since the pass began) and marks
 * them as on the wire, in one transaction: each transaction is a round trip to the browser's
 * IndexedDB process, and a replay of 1,000 changes waited on those more than on the server.
 */
async function claim(db: AccountDb, seqs: readonly number[]): Promise<Claimed[]> {
  return db.transaction('rw', db.outbox, async () => {
    const claimed: Claimed[] = []
    // One read and one write for the lot: each request costs the page and the IndexedDB process.
    const marked: OutboxEntry[] = []
    for (const entry of await db.outbox.bulkGet([...seqs])) {
      if (!entry || !SENDABLE_STATES.includes(entry.state)) continue
      const operation = operationOf(entry.operation)
      if (!operation) {
        marked.push({ ...entry, state: 'failed', lastError: `unknown operation ${entry.operation}` })
        continue
      }
      const attempts = entry.attempts + 1
      marked.push({ ...entry, state: 'sending', attempts })
      claimed.push({ entry, operation, attempts })
    }
    await db.outbox.bulkPut(marked)
    return claimed
  })
}

/** Sends changes of several entities in one batch and records each outcome; the seqs done. */
async function sendInBatch(
  deps: DrainDeps,
  batch: readonly { entry: OutboxEntry }[],
  report: DrainReport,
  state: DrainState,
): Promise<number[]> {
  const session = await deps.session()
  if (!session?.token) {
    report.stopped = 'signed-out'
    return []
  }
  const claimed = await claim(
    deps.db,
    batch.map((item) => item.entry.seq as number),
  )
  if (claimed.length === 0) return []
  // The claim re-read each entry: send what is stored now (a follower rebased since the pass began).
  const changes = claimed.map(({ entry, operation }) => ({ path: operation.path, key: entry.id, body: entry.payload }))
  report.sent += claimed.length
  const clock = deps.now ?? Date.now
  const sentAt = clock()
  const results = await sendBatch(deps, changes, session)
  if (results !== 'alone') state.sizer.answered(changes.length, clock() - sentAt)
  if (results === 'alone') {
    // The server refused the batch call itself: each change goes through its single call.
    report.sent -= claimed.length
    state.batchRefused = true
    const done: number[] = []
    for (const { entry } of claimed) {
      if (report.stopped) break
      if (await sendOne(deps, entry, report)) done.push(entry.seq as number)
    }
    return done
  }
  return recordOutcomes(deps, claimed, results, report)
}

/**
 * Records a batch's outcomes in one transaction: done changes update the mirror from their answer,
 * leave the outbox and rebase their followers; the others take their new state.
 */
async function recordOutcomes(
  deps: DrainDeps,
  claimed: readonly Claimed[],
  results: readonly SendResult[],
  report: DrainReport,
): Promise<number[]> {
  const { db } = deps
  const now = (deps.now ?? Date.now)()
  const done: number[] = []
  await db.transaction('rw', db.tables, async () => {
    const rows: { entry: OutboxEntry; row: unknown }[] = []
    // The answers of operations that take many at once (applyDoneMany), by operation.
    const toMirror = new Map<OutboxOperation, { data: unknown; payload: OutboxEntry['payload'] }[]>()
    for (const [index, { entry, operation, attempts }] of claimed.entries()) {
      const result = results[index] as SendResult
      const outcome = classify(result, attempts)
      const seq = entry.seq as number
      if (outcome.kind === 'done') {
        if (operation.applyDoneMany)
          toMirror.set(operation, [...(toMirror.get(operation) ?? []), { data: outcome.data, payload: entry.payload }])
        else await mirrorDone(() => operation.applyDone?.(db, outcome.data, entry.payload))
        rows.push({ entry, row: operation.rowOfDone ? operation.rowOfDone(outcome.data) : outcome.data })
        done.push(seq)
        continue
      }
      const current = await db.outbox.get(seq)
      // Discarded while on the wire: the user's decision stands.
      if (current)
        await db.outbox.put({ ...applyOutcome({ ...current, attempts }, outcome, now), lastStatus: result.status })
      if (result.status === 0) report.stopped = 'offline'
      if (outcome.kind === 'held') report.stopped = 'signed-out'
    }
    for (const [operation, answers] of toMirror) await mirrorDone(() => operation.applyDoneMany?.(db, answers))
    // The done changes leave together, and their followers are found in one query.
    await db.outbox.bulkDelete(done)
    const followers = rows.length
      ? await db.outbox
          .where('entity')
          .anyOf(rows.map(({ entry }) => entry.entity))
          .toArray()
      : []
    for (const { entry, row } of rows) {
      const own = followers.filter((follower) => follower.entity === entry.entity)
      if (own.length > 0) await chainFollowers(db, entry, row, own)
    }
  })
  report.done += done.length
  return done
}

/** Brings the mirror up to date with a done change's answer, if it can. */
async function mirrorDone(apply: () => Promise<void> | undefined): Promise<void> {
  try {
    await apply()
  } catch {
    // The server has the change; a mirror that failed to update catches up on the next sync.
  }
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
  const [claimed] = await claim(db, [seq])
  if (!claimed) return false
  const { entry, operation, attempts } = claimed
  report.sent++
  const result = await sendAlone(deps, operation.path, entry, session)
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
async function chainFollowers(
  db: AccountDb,
  done: OutboxEntry,
  doneRow: unknown,
  /** The entity's entries, when the caller read them already (a batch reads all its entities' at once). */
  entries?: readonly OutboxEntry[],
): Promise<void> {
  const from = done.baseVersion
  if (from === null || doneRow === null || doneRow === undefined) return
  const followers = entries ?? (await db.outbox.where('entity').equals(done.entity).toArray())
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

/** When the next retry is due (for the page's timer), or null. */
export async function nextRetryAt(db: AccountDb): Promise<number | null> {
  const waiting = await db.outbox.where('state').equals('retry').toArray()
  return waiting.length ? Math.min(...waiting.map((entry) => entry.nextAttemptAt)) : null
}
