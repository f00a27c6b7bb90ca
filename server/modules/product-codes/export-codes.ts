// Codes for an export file (Amazon's flat file, CDiscount's sheet): the SKUs of each listing get
// their codes from the pool as a publish would give them (a SKU keeps the code it holds). A code
// written into a file is marked published at once — the seller may upload the file to the
// marketplace, which binds the code for good — so it is never released to another SKU.
//
// One transaction and a fixed handful of statements per batch of listings, whatever the number of
// SKUs or how short the pool is: the pool locked (claim.ts), the SKUs' held codes read, as many
// free codes as could be needed taken, then shared out in the file's order in memory,
// and the new and the held codes written in one statement each. (A transaction per listing once
// the pool ran short cost an export of 10,000 listings with an empty pool 36 s of CPU.)
import { sql } from 'drizzle-orm'
import { rowsIn, rowsOf } from '../../db/rows'
import type { Database } from '../../db/types'
import { lockPool } from './claim'

export interface ExportListingSkus {
  listingId: string
  goodsId: string
  skus: string[]
}

export interface ExportCodes {
  /** SKU → its code. */
  codes: Map<string, string>
  /** Listings left without codes: the pool ran out before them. */
  missing: Set<string>
}

/**
 * Gives every listing's SKUs a code, listing by listing in the file's order, as far as the pool
 * goes: a listing gets all its codes or none (no file row goes out half coded), and a listing the
 * pool cannot cover does not stop a later one that needs fewer.
 */
export async function codesForExport(db: Database, did: string, listings: ExportListingSkus[]): Promise<ExportCodes> {
  const codes = new Map<string, string>()
  const missing = new Set<string>()
  const skus = [...new Set(listings.flatMap((listing) => listing.skus))]
  if (skus.length === 0) return { codes, missing }
  return db.transaction(async (tx) => {
    await lockPool(tx, did)
    const held = await rowsOf<{ sku: string; code: string }>(
      tx,
      sql`select sku, code from product_codes where did = ${did} and sku = any(${sql.param(skus)}::text[])`,
    )
    const holding = new Map(held.map((row) => [row.sku, row.code]))
    const wanted = skus.filter((sku) => !holding.has(sku)).length
    const free = wanted
      ? rowsIn<{ id: string; code: string }>(
          await tx.execute(sql`
            select id, code from product_codes
            where did = ${did} and status = 'unused'
            order by created_at, id
            limit ${wanted}`),
        )
      : []
    // Shared out in the file's order; a SKU given to an earlier listing of the batch is held by then.
    const given: { id: string; sku: string; goodsId: string; listingId: string }[] = []
    const written = new Set<string>()
    for (const listing of listings) {
      const needs = [...new Set(listing.skus.filter((sku) => !holding.has(sku)))]
      if (needs.length > free.length - given.length) {
        missing.add(listing.listingId)
        continue
      }
      for (const sku of needs) {
        const code = free[given.length] as { id: string; code: string }
        given.push({ id: code.id, sku, goodsId: listing.goodsId, listingId: listing.listingId })
        holding.set(sku, code.code)
      }
      for (const sku of listing.skus) {
        codes.set(sku, holding.get(sku) as string)
        written.add(sku)
      }
    }
    if (given.length)
      await tx.execute(sql`
        update product_codes p
        set status = 'used', sku = v.sku, goods_id = v.goods_id, listing_id = v.listing_id,
            used_at = now(), published_at = now(), updated_at = now(), version = p.version + 1
        from unnest(${sql.param(given.map((one) => one.id))}::text[], ${sql.param(given.map((one) => one.sku))}::text[],
                    ${sql.param(given.map((one) => one.goodsId))}::text[], ${sql.param(given.map((one) => one.listingId))}::text[])
          as v(id, sku, goods_id, listing_id)
        where p.id = v.id and p.did = ${did}`)
    // Held codes written into this file: published from now on (only rows not marked yet, and only
    // those of listings the file carries — a listing left out does not bind the codes it held).
    const fresh = new Set(given.map((one) => one.sku))
    const kept = [...written].filter((sku) => !fresh.has(sku))
    if (kept.length)
      await tx.execute(sql`
        update product_codes set published_at = now()
        where did = ${did} and sku = any(${sql.param(kept)}::text[]) and published_at is null`)
    return { codes, missing }
  })
}
