// The publish job (kind `listing.publish`): one shop's listings, a few per batch, at most two calls
// in flight per shop and the shop's rate limit (both in the database, shared by every instance).
// The seller SKU is the listing id, so a retry after a lost answer finds the product instead of
// making a second. A channel that says "slow down" or fails for a while is retried with backoff and
// jitter; after the last try the listing is failed with the channel's reason.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Channel } from '../../../src/contract/dictionaries'
import { type BuiltProduct, CODE_CHANNELS, type ListingFailure } from '../../../src/contract/listing'
import { LISTING_CONNECTORS } from '../../channels'
import { ChannelError } from '../../channels/errors'
import { targetOf } from '../../channels/target'
import type { ConnectorTarget } from '../../channels/types'
import { type ListingRecord, listings, listingTemplates, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { updateRows } from '../../db/versioned'
import { backoffMs } from '../../jobs/backoff'
import { blockFor, giveBack, takeCalls } from '../../jobs/rate-buckets'
import { type BatchResult, type JobContext, registerJobKind } from '../../jobs/registry'
import { AppError } from '../../lib/app-error'
import { publishFailed } from '../notifications/public'
import { claimCodes, markListingCodesPublished, releaseListingCodes, skuKey } from '../product-codes/public'
import { type BuildSource, buildProduct, loadSources } from './build'
import { retireFreed } from './public'
import { type ImportTask, importStep } from './publish-import'

export const PUBLISH_KIND = 'listing.publish'
/**
 * Listings per batch (one transaction saves them and the cursor). Larger batches spend fewer
 * statements per listing; a crash repeats at most one batch's calls, which the seller SKU makes
 * harmless on the channel.
 */
const BATCH = 20
export const MAX_TRIES = 5
/** Rate-limit answers tolerated for one listing before it fails (a storm that never ends). */
export const MAX_LIMITED = 60
export const SHOP_RULE = { perSecond: 20, burst: 20, maxInFlight: 2, slotMs: 120_000 }

const payloadSchema = z.object({
  shopId: z.string(),
  action: z.enum(['publish', 'push', 'delist', 'delete']),
  listingIds: z.array(z.string()).min(1),
})
export type Payload = z.infer<typeof payloadSchema>
export interface Cursor {
  index: number
  /** Failed tries of the listing at `index`. */
  tries: number
  /** 429s in a row for it: the channel asked us to wait, which is not a failure — up to a point. */
  limited?: number
  /** A batch import under way on the channel (publish-import.ts) for the listings from `index`. */
  task?: ImportTask
}

export type Outcome = { ok: true; channelProductId?: string } | { ok: false; error: ChannelError } | { wait: number }

const failureOf = (error: ChannelError): ListingFailure => ({
  code: error.kind,
  message: error.message.slice(0, 1000),
  fields: error.fields,
})

/** One call for one listing, in a slot of the shop's bucket the caller holds (and gives back). */
async function work(
  db: Database,
  target: ConnectorTarget,
  channel: Channel,
  action: Payload['action'],
  listing: ListingRecord,
  product: () => Promise<ReturnType<typeof buildProduct> | null>,
): Promise<Outcome> {
  const connector = LISTING_CONNECTORS[channel]
  try {
    if (action === 'delist') {
      await connector.delist(target, listing.id, listing.channelProductId ?? '')
      return { ok: true }
    }
    if (action === 'delete') {
      if (listing.channelProductId) await connector.remove(target, listing.id, listing.channelProductId)
      return { ok: true }
    }
    const built = await product()
    if (!built) return { ok: false, error: new ChannelError('not_found', 'the goods or its template is gone') }
    if (action === 'push' && listing.channelProductId) {
      await connector.update(target, listing.channelProductId, built)
      return { ok: true, channelProductId: listing.channelProductId }
    }
    const made = await connector.publish(target, built)
    return { ok: true, channelProductId: made.channelProductId }
  } catch (error) {
    if (!(error instanceof ChannelError)) throw error
    if (error.kind === 'rate_limited') await blockFor(db, `shop:${target.shopId}`, error.retryAfterMs ?? 1000)
    return { ok: false, error }
  }
}

/**
 * Channels that need a GTIN/EAN per variant get one from the seller's product codes, claimed under
 * the SKU key the codes screen uses (goods + spec), so a SKU holds one code whoever asks first; a
 * retry claims the same codes again. Too few codes is the listing's failure, not the job's.
 */
export async function withCodes(
  db: Database,
  did: string,
  channel: Channel,
  listingId: string,
  source: BuildSource,
  product: BuiltProduct,
): Promise<BuiltProduct> {
  if (!CODE_CHANNELS.includes(channel)) return product
  const claims = source.specs.map((spec) => ({
    sku: skuKey(source.goods.id, spec.id),
    goodsId: source.goods.id,
    listingId,
  }))
  try {
    const claimed = await db.transaction((tx) => claimCodes(tx, did, claims))
    const codes = new Map(claimed.map((one) => [one.sku, one.code]))
    return {
      ...product,
      variants: product.variants.map((variant, index) => ({ ...variant, barcode: codes.get(claims[index]!.sku) })),
    }
  } catch (error) {
    if (error instanceof AppError) throw new ChannelError('no_codes', error.message)
    throw error
  }
}

const DONE_STATE = { publish: 'published', push: 'published', delist: 'delisted', delete: 'deleted' } as const

/**
 * The listings a channel took, in one UPDATE: done state, no failure, synced after a publish or
 * push, the channel's product id, published now after a publish, freed from the job, a new version.
 */
async function saveSucceeded(
  tx: Database,
  did: string,
  action: Payload['action'],
  done: { id: string; channelProductId: string | null }[],
) {
  const now = new Date().toISOString()
  const sent = action === 'publish' || action === 'push'
  await tx.execute(sql`
    update ${listings} set
      publish_state = ${DONE_STATE[action]},
      failure = null,
      sync_state = ${sent ? sql`'synced'` : sql`${listings.syncState}`},
      channel_product_id = coalesce(v.product_id, ${listings.channelProductId}),
      published_at = ${action === 'publish' ? sql`${now}::timestamptz` : sql`${listings.publishedAt}`},
      job_id = null,
      version = ${listings.version} + 1,
      updated_at = ${now}::timestamptz
    from unnest(${sql.param(done.map((one) => one.id))}::text[], ${sql.param(done.map((one) => one.channelProductId))}::text[])
      as v(id, product_id)
    where ${listings.did} = ${did} and ${listings.id} = v.id`)
}

/** A batch's listings and what building each one's product needs, in a handful of reads. */
export async function loadBatch(db: Database, did: string, ids: string[], channel: Channel, sends: boolean) {
  const rows = ids.length
    ? await db
        .select()
        .from(listings)
        .where(and(eq(listings.did, did), inArray(listings.id, ids)))
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  const templateIds = [...new Set(rows.flatMap((row) => (row.templateId ? [row.templateId] : [])))]
  const templates = templateIds.length
    ? await db
        .select()
        .from(listingTemplates)
        .where(and(eq(listingTemplates.did, did), inArray(listingTemplates.id, templateIds)))
    : []
  // The goods of the batch read once per price template (not once per listing): a batch is a
  // handful of statements whatever its size, which is what bounds throughput on one database.
  const sourcesBy = new Map<string, Map<string, BuildSource>>()
  if (sends) {
    for (const template of templates) {
      const goodsIds = rows.filter((row) => row.templateId === template.id).map((row) => row.goodsId)
      const known = sourcesBy.get(template.priceTemplateId) ?? new Map<string, BuildSource>()
      const loaded = await loadSources(db, did, goodsIds, template.priceTemplateId, channel).catch(() => null)
      for (const [id, source] of loaded ?? []) known.set(id, source)
      sourcesBy.set(template.priceTemplateId, known)
    }
  }
  /** The product sent for a listing (its codes claimed where the channel takes them), or null. */
  const product = async (listing: ListingRecord) => {
    const template = templates.find((row) => row.id === listing.templateId)
    if (!template) return null
    const source = sourcesBy.get(template.priceTemplateId)?.get(listing.goodsId)
    return source ? withCodes(db, did, channel, listing.id, source, buildProduct(listing.id, source, template)) : null
  }
  return { byId, product }
}

export interface Settled {
  id: string
  outcome: Outcome
  /** The failure that ends the listing's tries (the outcome's own when absent). */
  final?: ChannelError
}

/**
 * One batch's outcomes saved with the job's cursor in one transaction: the listings the channel
 * took, those it refused for good (codes of never-published ones back to the pool), the retired,
 * and the job's notice on its first failure.
 */
async function saveBatch(
  transaction: JobContext<Payload>['transaction'],
  job: JobContext<Payload>['job'],
  payload: Payload,
  shop: { name: string; channel: string } | undefined,
  byId: Map<string, ListingRecord>,
  settled: Settled[],
  next: Cursor,
  delayMs: number,
): Promise<BatchResult> {
  return transaction(async (tx) => {
    const counts: Record<string, number> = {}
    // The listings the channel took, saved in one statement below (one per listing was a good
    // part of a publish's CPU on the embedded database, with the count triggers firing each time).
    const succeeded: { id: string; channelProductId: string | null }[] = []
    for (const { id, outcome, final } of settled) {
      const listing = byId.get(id)
      if (!listing || listing.publishState === 'deleted') {
        counts.skipped = (counts.skipped ?? 0) + 1
        continue
      }
      if ('wait' in outcome) continue
      if (outcome.ok) {
        const state = DONE_STATE[payload.action]
        counts[state] = (counts[state] ?? 0) + 1
        succeeded.push({ id, channelProductId: outcome.channelProductId ?? listing.channelProductId })
        // On the channel now: its codes stay bound to it for good (only channels with codes
        // claim any: elsewhere that would be a statement per listing for nothing).
        if (
          (payload.action === 'publish' || payload.action === 'push') &&
          CODE_CHANNELS.includes(listing.channel as Channel)
        )
          await markListingCodesPublished(tx, job.did, id)
      } else {
        counts.failed = (counts.failed ?? 0) + 1
        const error = final ?? outcome.error
        // updateRows, not updateRow: the listing was read, not locked, and one deleted since is no bug.
        await updateRows(tx, listings, job.did, [id], {
          // A refused push, delist or delete leaves the listing as it was on the channel.
          publishState: payload.action === 'publish' ? 'failed' : listing.publishState,
          failure: failureOf(error),
          jobId: null,
        })
        // Failed for good and never on the channel: the codes it claimed go back to the pool.
        if (payload.action === 'publish' && !listing.publishedAt && CODE_CHANNELS.includes(listing.channel as Channel))
          await releaseListingCodes(tx, job.did, id)
      }
    }
    if (succeeded.length) await saveSucceeded(tx, job.did, payload.action, succeeded)
    // Retired while this job held them (a plaza offer withdrawn): retired now that it lets go.
    await retireFreed(
      tx,
      job,
      settled.map((entry) => entry.id),
    )
    const done = next.index >= payload.listingIds.length
    // One notice per job, in the batch that records the first failure (notify dedupes later ones).
    if (counts.failed && payload.action === 'publish')
      await publishFailed(tx, {
        did: job.did,
        jobId: job.id,
        shopName: shop?.name ?? '',
        channel: shop?.channel ?? '',
        failed: counts.failed,
      })
    return { cursor: next, done, processed: settled.length, counts, total: payload.listingIds.length, delayMs }
  })
}

registerJobKind<Payload>(PUBLISH_KIND, {
  payload: payloadSchema,
  permission: [
    { key: 'platform', action: 'query' },
    { key: 'platform', action: 'get' },
  ],
  maxAttempts: 8,
  async run({ job, payload, cursor, db, config, signal, transaction }) {
    const at: Cursor = (cursor as Cursor | null) ?? { index: 0, tries: 0 }
    const [shop] = await db
      .select()
      .from(shops)
      .where(and(eq(shops.did, job.did), eq(shops.id, payload.shopId)))
    let target: ConnectorTarget | null = null
    let shopFailure: ChannelError | null = null
    if (!shop) shopFailure = new ChannelError('not_found', 'the shop is gone')
    else {
      try {
        target = await targetOf(db, config, shop, signal)
      } catch (error) {
        if (!(error instanceof ChannelError)) throw error
        shopFailure = error
      }
    }
    const channel = shop?.channel as Channel
    const sends = payload.action === 'publish' || payload.action === 'push'
    // A channel that imports in batches (Ozon) takes the listings many per call.
    const batch = shop ? LISTING_CONNECTORS[channel].batch : undefined
    if (batch && target && sends) {
      const step = await importStep({ db, did: job.did, payload, at, target, channel, batch })
      return saveBatch(transaction, job, payload, shop, step.byId, step.settled, step.next, step.delayMs)
    }
    const ids = payload.listingIds.slice(at.index, at.index + BATCH)
    const { byId, product } = await loadBatch(db, job.did, ids, channel, Boolean(shop && target && sends))
    const outcomes: Outcome[] = []
    // A listing to call the channel for, or its outcome already known (gone, or no shop to call).
    const calls = ids.map((id): { listing: ListingRecord } | { known: Outcome } => {
      const listing = byId.get(id)
      if (!listing || listing.publishState === 'deleted') return { known: { ok: true } }
      if (shopFailure || !target)
        return { known: { ok: false, error: shopFailure ?? new ChannelError('auth', 'no target') } }
      return { listing }
    })
    // The batch's share of the shop in one bucket update: two slots (the shop's in-flight limit,
    // held across instances) and a token per call it may make; given back together at the end.
    const key = `shop:${payload.shopId}`
    const wanted = calls.filter((call) => 'listing' in call).length
    const taken = wanted
      ? await takeCalls(db, key, SHOP_RULE, SHOP_RULE.maxInFlight, wanted)
      : { slots: [] as string[], calls: 0 }
    const slots = 'slots' in taken ? taken.slots : []
    // Out of slots or tokens: the listings left wait (the cursor stops there, see below).
    const waitMs = 'waitMs' in taken ? taken.waitMs : Math.ceil(1000 / SHOP_RULE.perSecond)
    let budget = 'calls' in taken ? taken.calls : 0
    const width = Math.max(1, slots.length)
    try {
      for (let i = 0; i < ids.length; i += width) {
        const group = calls.slice(i, i + width)
        const groupOutcomes = await Promise.all(
          group.map(async (call): Promise<Outcome> => {
            if ('known' in call) return call.known
            if (budget <= 0) return { wait: waitMs }
            budget--
            return work(db, target!, channel, payload.action, call.listing, () => product(call.listing))
          }),
        )
        outcomes.push(...groupOutcomes)
        if (groupOutcomes.some((outcome) => 'wait' in outcome || (!outcome.ok && outcome.error.retryable))) break
      }
    } finally {
      await giveBack(db, key, slots)
    }

    // Move the cursor over the listings that are settled; stop at the first to be tried again.
    const settled: Settled[] = []
    let next: Cursor = { ...at }
    let delayMs = 0
    for (const [offset, outcome] of outcomes.entries()) {
      const id = ids[offset]!
      if ('wait' in outcome) {
        delayMs = outcome.wait
        break
      }
      if (!outcome.ok && outcome.error.kind === 'rate_limited') {
        const limited = (next.limited ?? 0) + 1
        if (limited < MAX_LIMITED) {
          next = { ...next, limited }
          // Retry-After, plus jitter so the shop's jobs do not all come back in the same instant.
          delayMs = (outcome.error.retryAfterMs ?? 1000) + Math.round(Math.random() * 250)
          break
        }
        settled.push({ id, outcome, final: outcome.error })
      } else if (!outcome.ok && outcome.error.retryable) {
        const tries = next.tries + 1
        if (tries < MAX_TRIES) {
          next = { ...next, tries }
          delayMs = backoffMs(tries, Math.random, 500, 30_000)
          break
        }
        settled.push({ id, outcome, final: outcome.error })
      } else settled.push({ id, outcome })
      next = { index: next.index + 1, tries: 0, limited: 0 }
    }
    return saveBatch(transaction, job, payload, shop, byId, settled, next, delayMs)
  },
  async onFailed(tx, job, reason) {
    // The job gave up (it kept crashing): its listings still "publishing" say so, with the reason;
    // the codes of those never on a channel go back to the pool.
    // Locked as read, so the listings written below are exactly these.
    const stuck = await tx
      .select({ id: listings.id, publishedAt: listings.publishedAt })
      .from(listings)
      .where(and(eq(listings.did, job.did), eq(listings.jobId, job.id), eq(listings.publishState, 'publishing')))
      .for('update')
    for (const row of stuck) if (!row.publishedAt) await releaseListingCodes(tx, job.did, row.id)
    // A new version like every other write of a listing: an edit made on the "publishing" row (a
    // queued offline change included) is then refused as stale, not applied over "failed".
    const failed = await updateRows(
      tx,
      listings,
      job.did,
      stuck.map((row) => row.id),
      {
        publishState: 'failed',
        failure: { code: 'job_failed', message: reason.slice(0, 1000), fields: [] },
        jobId: null,
      },
    )
    await retireFreed(
      tx,
      job,
      failed.map((row) => row.id),
    )
    if (failed.length) {
      const [shop] = await tx
        .select({ name: shops.name, channel: shops.channel })
        .from(shops)
        .where(and(eq(shops.did, job.did), eq(shops.id, failed[0]!.shopId)))
      const about = { did: job.did, jobId: job.id, shopName: shop?.name ?? '', channel: shop?.channel ?? '' }
      await publishFailed(tx, { ...about, failed: failed.length })
    }
  },
})
