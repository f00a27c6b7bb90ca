// Goods-per-channel and template pages from the device's listing mirrors (used when the network
// is gone), with the screens' filters applied locally; newest change first.
import type { Page } from '../../contract/envelope'
import type { GoodsListParams, ListingRow, ListingTemplateRow } from '../../contract/listing'
import type { AccountDb } from '../schema'
import { contains, paged } from './order-queries'

type ListingRequest = Omit<GoodsListParams, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number }

export function matchesListing(row: ListingRow, request: ListingRequest) {
  const day = row.updatedAt.slice(0, 10)
  return (
    row.channel === request.channel &&
    row.publishState !== 'deleted' &&
    (!request.shopId || row.shopId === request.shopId) &&
    (!request.publishState || row.publishState === request.publishState) &&
    (!request.syncState || row.syncState === request.syncState) &&
    (!request.exportState || row.exportState === request.exportState) &&
    (!request.from || day >= request.from) &&
    (!request.to || day <= request.to) &&
    contains(request.keyword, row.title, row.goodsNo)
  )
}

const newestFirst = <T extends { updatedAt: string; id: string }>(a: T, b: T) =>
  b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id)

export async function mirrorListingPage(db: AccountDb, request: ListingRequest): Promise<Page<ListingRow>> {
  const rows = await db.listings
    .where('channel')
    .equals(request.channel)
    .filter((row) => matchesListing(row, request))
    .toArray()
  return paged(rows.sort(newestFirst), request.pageNo, request.pageSize)
}

export async function mirrorTemplatePage(
  db: AccountDb,
  request: { channel: string; pageNo: number; pageSize: number; shopId?: string; name?: string },
): Promise<Page<ListingTemplateRow>> {
  const rows = await db.listingTemplates
    .where('channel')
    .equals(request.channel)
    .filter((row) => (!request.shopId || row.shopId === request.shopId) && contains(request.name, row.name))
    .toArray()
  return paged(rows.sort(newestFirst), request.pageNo, request.pageSize)
}
