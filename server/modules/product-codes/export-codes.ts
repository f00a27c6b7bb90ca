// Codes for an export file (Amazon's flat file, CDiscount's sheet): the SKUs of each listing get
// their codes from the pool as a publish would give them (claimCodes: a SKU keeps the code it
// holds). A code written into a file is marked published at once — the seller may upload the file
// to the marketplace, which binds the code for good — so it is never released to another SKU.

import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'
import { claimCodes, markCodesPublished, type SkuClaim } from './claim'

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

const claimsOf = (listing: ExportListingSkus): SkuClaim[] =>
  listing.skus.map((sku) => ({ sku, goodsId: listing.goodsId, listingId: listing.listingId }))

async function claimAndMark(db: Database, did: string, claims: SkuClaim[]) {
  return db.transaction(async (tx) => {
    const claimed = await claimCodes(tx, did, claims)
    await markCodesPublished(
      tx,
      did,
      claimed.map((one) => one.sku),
    )
    return claimed
  })
}

const poolEmpty = (error: unknown) => error instanceof AppError && error.key === 'productCode.poolEmpty'

/**
 * Gives every listing's SKUs a code in one transaction; when the pool has too few for all of them,
 * listing by listing in the file's order, as far as the pool goes (a listing gets all its codes or
 * none, so no file row goes out half coded).
 */
export async function codesForExport(db: Database, did: string, listings: ExportListingSkus[]): Promise<ExportCodes> {
  const codes = new Map<string, string>()
  const missing = new Set<string>()
  const keep = (claimed: { sku: string; code: string }[]) => {
    for (const one of claimed) codes.set(one.sku, one.code)
  }
  try {
    keep(await claimAndMark(db, did, listings.flatMap(claimsOf)))
    return { codes, missing }
  } catch (error) {
    if (!poolEmpty(error)) throw error
  }
  for (const listing of listings) {
    try {
      keep(await claimAndMark(db, did, claimsOf(listing)))
    } catch (error) {
      if (!poolEmpty(error)) throw error
      missing.add(listing.listingId)
    }
  }
  return { codes, missing }
}
