// The publish job's way with a channel that imports in batches (Ozon's product import): up to the
// channel's batch of listings sent in one or two calls, the task ids kept in the job's cursor, the
// task's result read on the next runs until the channel has worked through it, and every listing of
// the batch then settled at once. A crash between the import and the saved cursor imports the same
// listings again, which the channel applies to the products it made (keyed by seller SKU): never a
// second product. A task the channel no longer knows is imported again for the same reason.
// Where the import carries no quantity (Ozon), the listings it took then get their stock through
// the channel's own call, in a run of its own: the import's outcomes wait in the cursor meanwhile,
// and a variant whose stock the channel refuses fails its listing with the channel's reason.
import type { Channel } from '../../../src/contract/dictionaries'
import type { ChannelFieldError } from '../../../src/contract/listing'
import { ChannelError, type ChannelFailureKind } from '../../channels/errors'
import type { BatchImport, ConnectorTarget, ImportOutcome } from '../../channels/types'
import type { Database } from '../../db/types'
import { backoffMs } from '../../jobs/backoff'
import { blockFor, giveBack, takeCalls } from '../../jobs/rate-buckets'
import {
  type Cursor,
  loadBatch,
  MAX_LIMITED,
  MAX_TRIES,
  type Outcome,
  type Payload,
  type Settled,
  SHOP_RULE,
} from './publish-job'

/** An import the channel is working on: its tasks, the listings it covers, those not sent and why. */
export interface ImportTask {
  ids: string[]
  /** Listings from the cursor's index. */
  count: number
  /** Listings of the range that could not be built, by id: their failure. */
  unsent: Record<string, { kind: ChannelError['kind']; message: string }>
  /** Where the channel sets stock by its own call: each sent listing's variants and quantities. */
  stocks?: Record<string, [sku: string, quantity: number][]>
  /** The import's outcomes by listing, once the channel is through, while the stocks are set. */
  results?: Record<string, SavedOutcome>
}

/** An import outcome as the cursor keeps it (JSON). */
type SavedOutcome =
  | { ok: true; channelProductId: string }
  | { ok: false; kind: ChannelFailureKind; message: string; fields: ChannelFieldError[] }

const saved = (results: Map<string, ImportOutcome>): Record<string, SavedOutcome> =>
  Object.fromEntries(
    [...results].map(([id, outcome]) => [
      id,
      outcome.ok
        ? outcome
        : { ok: false, kind: outcome.error.kind, message: outcome.error.message, fields: outcome.error.fields },
    ]),
  )

const restored = (results: Record<string, SavedOutcome>): Map<string, ImportOutcome> =>
  new Map(
    Object.entries(results).map(([id, outcome]) => [
      id,
      outcome.ok ? outcome : { ok: false, error: new ChannelError(outcome.kind, outcome.message, outcome.fields) },
    ]),
  )

/** How long the channel is given between looks at a task's result. */
const POLL_MS = 300

interface Step {
  db: Database
  did: string
  payload: Payload
  at: Cursor
  target: ConnectorTarget
  channel: Channel
  batch: BatchImport
}

/** The settled listings, the next cursor and how long to wait before the next run. */
export async function importStep(step: Step) {
  const { db, did, payload, at, target, channel, batch } = step
  const ids = payload.listingIds.slice(at.index, at.index + (at.task?.count ?? batch.maxProducts))
  const { byId, product } = await loadBatch(db, did, ids, channel, !at.task)
  const key = `shop:${payload.shopId}`
  const waiting = (next: Cursor, delayMs: number) => ({ byId, settled: [] as Settled[], next, delayMs })
  /** Every listing of the range settled; the cursor moves past them. */
  const settle = (outcomeOf: (id: string) => Outcome, final?: ChannelError) => ({
    byId,
    settled: ids.map((id): Settled => ({ id, outcome: outcomeOf(id), final })),
    next: { index: at.index + ids.length, tries: 0, limited: 0 } as Cursor,
    delayMs: 0,
  })
  /** A failed call tried again later — as the channel asks, or with backoff — or null: out of tries. */
  const later = async (error: ChannelError) => {
    if (error.kind === 'rate_limited') {
      await blockFor(db, key, error.retryAfterMs ?? 1000)
      const limited = (at.limited ?? 0) + 1
      if (limited < MAX_LIMITED)
        return waiting({ ...at, limited }, (error.retryAfterMs ?? 1000) + Math.round(Math.random() * 250))
    } else if (error.retryable) {
      const tries = at.tries + 1
      if (tries < MAX_TRIES) return waiting({ ...at, tries }, backoffMs(tries, Math.random, 500, 30_000))
    }
    return null
  }
  /** A failed call: wait, back off, or — out of tries — fail the whole range. */
  const failed = async (error: ChannelError) => (await later(error)) ?? settle(() => ({ ok: false, error }), error)
  const gone = (id: string) => {
    const listing = byId.get(id)
    return !listing || listing.publishState === 'deleted'
  }

  /** The range settled from the task's results: a listing not sent fails with its own reason. */
  const finish = (task: ImportTask, results: Map<string, ImportOutcome>) =>
    settle((id) => {
      if (gone(id)) return { ok: true }
      const outcome = results.get(id)
      if (outcome) return outcome.ok ? { ok: true, channelProductId: outcome.channelProductId } : outcome
      const unsent = task.unsent[id]
      return {
        ok: false,
        error: new ChannelError(unsent?.kind ?? 'malformed', unsent?.message ?? 'not in the channel’s import result'),
      }
    })

  /**
   * The stock of every listing the import took, set through the channel's stock call; then the
   * range settles. Out of tries, those listings fail with the call's failure (the others keep theirs).
   */
  const stockStep = async (task: ImportTask, results: Map<string, ImportOutcome>) => {
    const took = ids.filter((id) => !gone(id) && results.get(id)?.ok)
    const stocks = took.flatMap((id) => (task.stocks?.[id] ?? []).map(([sku, quantity]) => ({ sku, quantity })))
    if (!batch.stocks || stocks.length === 0) return finish(task, results)
    const calls = batch.stocks.calls(stocks.length)
    const taken = await takeCalls(db, key, SHOP_RULE, 1, calls)
    if ('waitMs' in taken) return waiting(at, taken.waitMs)
    let refusals: Map<string, ChannelFieldError[]>
    try {
      if (taken.calls < calls) return waiting(at, Math.ceil(1000 / SHOP_RULE.perSecond))
      refusals = await batch.stocks.set(target, stocks)
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error
      const retry = await later(error)
      if (retry) return retry
      for (const id of took) results.set(id, { ok: false, error })
      return finish(task, results)
    } finally {
      await giveBack(db, key, taken.slots)
    }
    for (const id of took) {
      const fields = (task.stocks?.[id] ?? []).flatMap(([sku]) => refusals.get(sku) ?? [])
      if (fields.length === 0) continue
      const message = [...new Set(fields.map((field) => field.message))].join('; ')
      results.set(id, { ok: false, error: new ChannelError('field_errors', message, fields) })
    }
    return finish(task, results)
  }

  if (at.task?.results) return stockStep(at.task, restored(at.task.results))
  if (at.task) {
    const task = at.task
    const taken = await takeCalls(db, key, SHOP_RULE, 1, task.ids.length)
    if ('waitMs' in taken) return waiting(at, taken.waitMs)
    const results = new Map<string, ImportOutcome>()
    let pending = taken.calls < task.ids.length
    try {
      for (const taskId of task.ids.slice(0, taken.calls)) {
        const sent = ids.filter((id) => !task.unsent[id] && !gone(id))
        const answer = await batch.result(target, taskId, sent)
        if (!answer) pending = true
        for (const [id, outcome] of answer ?? []) results.set(id, outcome)
      }
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error
      // The channel forgot the task: the same listings imported again change nothing twice (a try
      // each time, so a channel that keeps forgetting ends the batch as failed).
      if (error.kind === 'not_found' && at.tries + 1 < MAX_TRIES)
        return waiting({ index: at.index, tries: at.tries + 1, limited: at.limited }, 0)
      return failed(error)
    } finally {
      await giveBack(db, key, taken.slots)
    }
    if (pending) return waiting(at, POLL_MS)
    // The stocks next, in a run of their own (its calls wait for the shop's tokens like any other).
    if (batch.stocks && task.stocks && [...results.values()].some((outcome) => outcome.ok))
      return waiting({ index: at.index, tries: 0, limited: 0, task: { ...task, results: saved(results) } }, 0)
    return finish(task, results)
  }

  // The products of the range, built as one publish builds them; a listing that cannot be built
  // is not sent and fails with its reason once the rest are through.
  const products = []
  const unsent: ImportTask['unsent'] = {}
  for (const id of ids) {
    const listing = byId.get(id)
    if (!listing || gone(id)) continue
    try {
      const built = await product(listing)
      if (built) products.push(built)
      else unsent[id] = { kind: 'not_found', message: 'the goods or its template is gone' }
    } catch (error) {
      if (!(error instanceof ChannelError)) throw error
      unsent[id] = { kind: error.kind, message: error.message }
    }
  }
  const task: ImportTask = { ids: [], count: ids.length, unsent }
  if (batch.stocks)
    task.stocks = Object.fromEntries(
      products.map((built) => [
        built.sellerSku,
        built.variants.map((variant): [string, number] => [variant.sku, variant.quantity]),
      ]),
    )
  if (products.length === 0) return finish(task, new Map())
  const calls = batch.calls(products)
  const taken = await takeCalls(db, key, SHOP_RULE, 1, calls)
  if ('waitMs' in taken) return waiting(at, taken.waitMs)
  if (taken.calls < calls) {
    await giveBack(db, key, taken.slots)
    return waiting(at, Math.ceil(1000 / SHOP_RULE.perSecond))
  }
  try {
    task.ids = await batch.start(target, products)
  } catch (error) {
    if (!(error instanceof ChannelError)) throw error
    return failed(error)
  } finally {
    await giveBack(db, key, taken.slots)
  }
  return waiting({ ...at, limited: 0, task }, POLL_MS)
}
