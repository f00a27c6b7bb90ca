// Listing screens from the device when the network is gone (issue 16 item 11): the listing and
// template mirrors read through useLiveQuery with the filters applied locally; the shops and the
// goods on sale a publish request needs; and the publish requests still waiting in the outbox.

import type { MirrorPage } from '../../../components/offline/mirror-page'
import type { CandidateGoods, ChannelShop, ListingRow, ListingTemplateRow } from '../../../contract/listing'
import { mirrorListingPage, mirrorTemplatePage } from '../../../db/mirror/listing-queries'
import { LISTING_MIRRORS } from '../../../db/mirror/listing-sync'
import { contains, paged } from '../../../db/mirror/order-queries'
import type { OutboxEntry } from '../../../db/outbox/types'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import type { ListingListRequest } from './listings'
import type { TemplateListRequest } from './templates'

export function useMirrorListingPage(request: ListingListRequest, enabled: boolean): MirrorPage<ListingRow> {
  const db = useAccountDb()
  const page = useLiveQuery(
    () => (enabled && db ? mirrorListingPage(db, request) : undefined),
    [enabled, db, JSON.stringify(request)],
  )
  const state = useLiveQuery(() => (db ? db.syncState.get(LISTING_MIRRORS.listings) : undefined), [db])
  return { page, syncedAt: state?.syncedAt ?? null }
}

export function useMirrorTemplatePage(request: TemplateListRequest, enabled: boolean): MirrorPage<ListingTemplateRow> {
  const db = useAccountDb()
  const page = useLiveQuery(
    () => (enabled && db ? mirrorTemplatePage(db, request) : undefined),
    [enabled, db, JSON.stringify(request)],
  )
  const state = useLiveQuery(() => (db ? db.syncState.get(LISTING_MIRRORS.listingTemplates) : undefined), [db])
  return { page, syncedAt: state?.syncedAt ?? null }
}

/** A channel's shops as the device knows them: those its templates and listings name. */
export function useMirrorShops(channel: string, enabled: boolean): ChannelShop[] | undefined {
  const db = useAccountDb()
  return useLiveQuery(async () => {
    if (!enabled || !db) return undefined
    const shops = new Map<string, ChannelShop>()
    const named = [
      ...(await db.listingTemplates.where('channel').equals(channel).toArray()),
      ...(await db.listings.where('channel').equals(channel).limit(2000).toArray()),
    ]
    // Whether a shop is a sandbox one is not mirrored; the notice shows again once online.
    for (const row of named) shops.set(row.shopId, { id: row.shopId, name: row.shopName, sandbox: false })
    return [...shops.values()].sort((a, b) => a.name.localeCompare(b.name))
  }, [enabled, db, channel])
}

/** Goods on sale from the goods mirror: what an offline publish request can pick. */
export function useMirrorCandidates(keyword: string | undefined, enabled: boolean) {
  const db = useAccountDb()
  return useLiveQuery(async () => {
    if (!enabled || !db) return undefined
    const rows = await db.goods
      .where('[status+createdAt]')
      .between(['on_sale', ''], ['on_sale', '\uffff'])
      .reverse()
      .filter((row) => contains(keyword, row.title, row.goodsNo))
      .limit(50)
      .toArray()
    return paged<CandidateGoods>(
      rows.map((row) => ({
        id: row.id,
        goodsNo: row.goodsNo,
        title: row.title,
        image: row.image,
        minPrice: row.minPrice,
        maxPrice: row.maxPrice,
      })),
      1,
      50,
    )
  }, [enabled, db, keyword])
}

/** Publish requests of the channel not yet on the server: waiting, or refused and needing the seller. */
export function usePendingPublishes(channel: string): OutboxEntry[] {
  const db = useAccountDb()
  return (
    useLiveQuery(
      () => (db ? db.outbox.where('entity').equals(`listing-publish:${channel}`).sortBy('seq') : []),
      [db, channel],
    ) ?? []
  )
}

/** One template from the device's mirror (the detail page offline); null when it is not there. */
export function useMirrorTemplate(id: string | undefined, enabled: boolean) {
  const db = useAccountDb()
  return useLiveQuery(
    async () => (enabled && db && id ? ((await db.listingTemplates.get(id)) ?? null) : undefined),
    [enabled, db, id],
  )
}
