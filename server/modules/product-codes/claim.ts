// Giving codes to SKUs and taking them back. Every change of a tenant's pool — a claim, a
// release, a delete — holds the pool's transaction-scoped advisory lock (lockPool), so two
// transactions (two server instances on one PostgreSQL) never take the same code: a claim reads
// the oldest unused codes only once no other change of the pool is under way, and a SKU that
// already holds a code keeps it. The unique index on (did, sku) backs it up: one SKU, one code.
//
// Why one lock for the pool and not a lock per SKU and per code row (FOR UPDATE SKIP LOCKED): an
// export claims ~4,700 codes a batch, and on the embedded database the SKU locks alone cost 0.56 s
// of CPU for the 93,614 SKUs of 10,000 Amazon listings (an eighth of the claim; measured on PGlite);
// a claim is a few statements, so serialising a tenant's claims costs others a wait of milliseconds.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import { rowsIn } from '../../db/rows'
import { productCodes } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'

export interface SkuClaim {
  /** The seller SKU (unique per tenant). */
  sku: string
  goodsId: string
  listingId?: string | null
}

export interface ClaimedCode {
  sku: string
  goodsId: string
  code: string
  /** False when the SKU already held this code. */
  isNew: boolean
}

/** Serialises the changes of a tenant's code pool until the caller's transaction ends. */
export async function lockPool(tx: Database, did: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`product-code-pool:${did}`}, 0))`)
}

/** Gives each SKU its own code in the caller's transaction; too few unused codes → 400, nothing taken. */
export async function claimCodes(tx: Database, did: string, claims: SkuClaim[]): Promise<ClaimedCode[]> {
  const bySku = new Map<string, SkuClaim>()
  for (const claim of claims) if (!bySku.has(claim.sku)) bySku.set(claim.sku, claim)
  const skus = [...bySku.keys()]
  if (skus.length === 0) return []
  await lockPool(tx, did)
  const held = await tx
    .select({ sku: productCodes.sku, code: productCodes.code })
    .from(productCodes)
    .where(and(eq(productCodes.did, did), inArray(productCodes.sku, skus)))
  const holding = new Map(held.map((row) => [row.sku as string, row.code]))
  const missing = skus.filter((sku) => !holding.has(sku))
  const fresh: ClaimedCode[] = []
  if (missing.length > 0) {
    const free = rowsIn<{ id: string; code: string }>(
      await tx.execute(sql`
        select id, code from product_codes
        where did = ${did} and status = 'unused'
        order by created_at, id
        limit ${missing.length}`),
    )
    if (free.length < missing.length) {
      throw new AppError(ErrorCode.RULE, 'productCode.poolEmpty', {
        params: { needed: missing.length, available: free.length },
      })
    }
    const ids = free.map((row) => row.id)
    const goodsIds = missing.map((sku) => bySku.get(sku)?.goodsId ?? '')
    const listingIds = missing.map((sku) => bySku.get(sku)?.listingId ?? null)
    await tx.execute(sql`
      update product_codes p
      set status = 'used', sku = v.sku, goods_id = v.goods_id, listing_id = v.listing_id,
          used_at = now(), updated_at = now(), version = p.version + 1
      from (
        select unnest(${sql.param(ids)}::text[]) as id, unnest(${sql.param(missing)}::text[]) as sku,
               unnest(${sql.param(goodsIds)}::text[]) as goods_id, unnest(${sql.param(listingIds)}::text[]) as listing_id
      ) v
      where p.id = v.id and p.did = ${did}`)
    for (const [i, sku] of missing.entries()) {
      fresh.push({ sku, goodsId: goodsIds[i] as string, code: (free[i] as { code: string }).code, isNew: true })
    }
  }
  const kept = skus
    .filter((sku) => holding.has(sku))
    .map((sku) => ({ sku, goodsId: bySku.get(sku)?.goodsId ?? '', code: holding.get(sku) as string, isNew: false }))
  const order = new Map(skus.map((sku, i) => [sku, i]))
  return [...kept, ...fresh].sort((a, b) => (order.get(a.sku) ?? 0) - (order.get(b.sku) ?? 0))
}

/**
 * Puts the codes of these SKUs back in the pool — only codes no published listing ever carried
 * (a marketplace keeps a GTIN bound to its product for good). Answers how many went back.
 */
export async function releaseCodes(tx: Database, did: string, skus: string[]): Promise<number> {
  if (skus.length === 0) return 0
  await lockPool(tx, did)
  const released = await tx
    .update(productCodes)
    .set({
      status: 'unused',
      sku: null,
      goodsId: null,
      listingId: null,
      usedAt: null,
      version: sql`${productCodes.version} + 1`,
    })
    .where(and(eq(productCodes.did, did), inArray(productCodes.sku, skus), isNull(productCodes.publishedAt)))
    .returning({ id: productCodes.id })
  return released.length
}

/** Releases every code a listing claimed, when that listing was never published. */
export async function releaseListingCodes(tx: Database, did: string, listingId: string): Promise<number> {
  const rows = await tx
    .select({ sku: productCodes.sku })
    .from(productCodes)
    .where(and(eq(productCodes.did, did), eq(productCodes.listingId, listingId)))
  return releaseCodes(
    tx,
    did,
    rows.map((row) => row.sku as string),
  )
}

/** Marks the codes of these SKUs as published: from then on they are never released. */
export async function markCodesPublished(tx: Database, did: string, skus: string[]): Promise<void> {
  if (skus.length === 0) return
  // Only rows not marked yet: an export marks its SKUs every batch, most of them already published.
  await tx
    .update(productCodes)
    .set({ publishedAt: sql`now()` })
    .where(and(eq(productCodes.did, did), inArray(productCodes.sku, skus), isNull(productCodes.publishedAt)))
}

/** Marks every code a listing claimed as published (the listing is now on its channel). */
export async function markListingCodesPublished(tx: Database, did: string, listingId: string): Promise<void> {
  await tx
    .update(productCodes)
    .set({ publishedAt: sql`coalesce(${productCodes.publishedAt}, now())` })
    .where(and(eq(productCodes.did, did), eq(productCodes.listingId, listingId)))
}
