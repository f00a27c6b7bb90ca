// The Dexie schema of one account's database, shared by the page and the service worker (same
// name, version and stores in both). Primary keys are the server's immutable string ids.
import Dexie, { type EntityTable, type Table } from 'dexie'
import type { ConfigEntry, ExpressCompany } from '../contract/dictionaries'
import type { FinanceFlowRow, RechargeRow } from '../contract/finance'
import type { GoodsRow } from '../contract/goods'
import type { ListingRow, ListingTemplateRow } from '../contract/listing'
import type { NotificationRow } from '../contract/notifications'
import type { OrderExtras, SaleOrderDetail, SaleOrderRow, SaleRefundRow } from '../contract/orders'
import type { ProductionJobRow } from '../contract/production'
import type { SettlementDetail, SettlementRow } from '../contract/settlement'
import type { DesignDraftRecord } from './design-drafts'
import { type OrderKey, orderKeysOf } from './mirror/order-keys'
import { countRows, type OrderCountRecord, orderStoreMiddleware } from './mirror/order-store'
import { accountDbName, META_DB_NAME } from './names'
import type { OutboxEntry } from './outbox/types'

/** One config dictionary (SPEC.md §3 code) in one language. */
export interface DictionaryRecord {
  locale: string
  code: string
  /** Entries, or the raw string SALE_ORDER_SPEC_MAP arrives as. */
  value: ConfigEntry[] | string
}
export interface AreaRecord {
  locale: string
  id: string
  pid: string
  name: string
  /** Position in the server's answer (its order), so readers list areas as the server does. */
  sort?: number
}
export interface ExpressRecord extends ExpressCompany {
  locale: string
}
/** An order detail as last fetched online, so the detail screen opens offline. */
export interface OrderDetailRecord {
  id: string
  detail: SaleOrderDetail
  savedAt: number
}
/** A settlement with its statement lines as last fetched online. */
export interface SettlementDetailRecord {
  id: string
  detail: SettlementDetail
  savedAt: number
}
/** Where each mirror stands: the `updatedSince` cursor of its next delta and when it last synced. */
export interface SyncStateRecord {
  mirror: string
  /** ISO instant: the newest `updatedAt` seen (deltas ask from here). */
  cursor: string | null
  /** Epoch ms of the last complete sync. */
  syncedAt: number | null
  /** The last failure, shown in the sync panel; null after a success. */
  error: string | null
  rows?: number
  /** ServerPage.scope the mirror was filled over (absent: the source has none). */
  scope?: string
}

/** A mirrored goods row (the list row of the `goods` source, without the delta's `deleted` flag). */
export type GoodsRecord = Omit<GoodsRow, 'deleted'>
/** Up to version 6, what the order delta carries beyond the row, as a record of its own (now inside the order record). */
export type OrderExtrasRecord = OrderExtras & { id: string; version: number }
/**
 * A mirrored order as stored: the list row, its `keys` index entries (set on every write,
 * order-store.ts) and what the delta carries beyond the row (lines, address, amounts), so an order
 * never opened online still opens offline. `searchKeys` was version 3–6's keyword index.
 */
export type OrderRecord = SaleOrderRow & { keys?: OrderKey[]; extras?: OrderExtras; searchKeys?: string[] }

/** A mirrored notification: the server's row plus its read state as an index key (null is no key). */
export type NotificationRecord = Omit<NotificationRow, 'deleted'> & { state: 'unread' | 'read' }

/** The id this database instance was given when it was created (storage-loss.ts). */
export interface DeviceMarkerRecord {
  key: 'instance'
  id: string
  createdAt: number
}

export class AccountDb extends Dexie {
  dictionaries!: Table<DictionaryRecord, [string, string]>
  areas!: Table<AreaRecord, [string, string]>
  expressCompanies!: Table<ExpressRecord, [string, string]>
  orders!: EntityTable<OrderRecord, 'id'>
  orderDetails!: EntityTable<OrderDetailRecord, 'id'>
  refunds!: EntityTable<SaleRefundRow, 'id'>
  syncState!: EntityTable<SyncStateRecord, 'mirror'>
  outbox!: EntityTable<OutboxEntry, 'seq'>
  goods!: EntityTable<GoodsRecord, 'id'>
  productionJobs!: EntityTable<ProductionJobRow, 'id'>
  settlements!: EntityTable<SettlementRow, 'id'>
  settlementDetails!: EntityTable<SettlementDetailRecord, 'id'>
  financeFlows!: EntityTable<FinanceFlowRow, 'id'>
  recharges!: EntityTable<RechargeRow, 'id'>
  designDrafts!: EntityTable<DesignDraftRecord, 'key'>
  orderCounts!: EntityTable<OrderCountRecord, 'key'>
  deviceMarker!: EntityTable<DeviceMarkerRecord, 'key'>
  notifications!: EntityTable<NotificationRecord, 'id'>
  listings!: EntityTable<ListingRow, 'id'>
  listingTemplates!: EntityTable<ListingTemplateRow, 'id'>

  constructor(readonly accountId: string) {
    super(accountDbName(accountId))
    this.version(1).stores({
      dictionaries: '[locale+code]',
      areas: '[locale+id], locale',
      expressCompanies: '[locale+value], locale',
      orders: 'id, createdAt, updatedAt, [status+createdAt], shopId',
      orderDetails: 'id',
      refunds: 'id, createdAt, updatedAt, [status+createdAt], orderId',
      syncState: 'mirror',
      outbox: '++seq, &id, entity, state',
    })
    this.version(2)
      .stores({
        goods: 'id, createdAt, updatedAt, [status+createdAt], shopId',
        orderExtras: 'id',
        // Production jobs of a factory (or of a distributor's purchase orders), mirrored by deltas.
        productionJobs: 'id, jobNo, stage, updatedAt',
        // Settlements, finance items and top-ups, mirrored for distributors offline.
        settlements: 'id, createdAt, updatedAt, status',
        settlementDetails: 'id',
        financeFlows: 'id, createdAt, accountId, type',
        recharges: 'id, createdAt, updatedAt, status',
      })
      // Orders synced before extras existed carry none: the next sync fetches the recent ones again.
      .upgrade((tx) => tx.table('syncState').update('orders', { cursor: null }))
    // Local order pages that stop after 50 rows (DESIGN.md §9): an index per common filter in creation
    // order, keyword prefixes with the creation instant (order-search.ts) and counts per status and
    // channel kept by every write (order-store.ts). Existing rows get their keys and counts here.
    this.version(3)
      .stores({
        orders:
          'id, createdAt, updatedAt, [status+createdAt], shopId, [channel+createdAt], [status+channel+createdAt], *searchKeys',
        orderCounts: 'key',
      })
      .upgrade(async (tx) => {
        // The keyword keys of this version are written by version 7's upgrade (its own keys).
        const counted: Pick<SaleOrderRow, 'status' | 'channel'>[] = []
        await tx
          .table<OrderRecord, string>('orders')
          .each((row) => counted.push({ status: row.status, channel: row.channel }))
        await tx.table('orderCounts').clear()
        await tx.table('orderCounts').bulkPut(countRows(counted))
      })
    // Version 4 rewrote version 3's keyword keys as strings; version 7 replaces them all.
    this.version(4).stores({})
    // The id of this database instance, matched against the outbox marker in localStorage to
    // notice a database the browser lost with changes in it (storage-loss.ts); and the design
    // editor's drafts (issue 17), autosaved on the device, newest first.
    this.version(5).stores({ deviceMarker: 'key', designDrafts: 'key, updatedAt' })
    // Version 6 (neither part had shipped when both arrived, so they share it):
    // the account's notifications (issue 20), newest first, unread ones by their own index; and
    // listings and channel templates (issue 16 item 11), the goods-per-channel lists and the
    // templates read offline, mirrored by deltas of the channels the account may read.
    this.version(6).stores({
      notifications: 'id, createdAt, [state+createdAt]',
      listings: 'id, channel, updatedAt',
      listingTemplates: 'id, channel',
    })
    // Version 7 (issue 21: a 10,000-order sync ≤ 1.2 s; each IndexedDB record and index entry costs a
    // sync ~70 and ~4–5 µs): the extras move inside the order record (one record an order, not two);
    // the order filters' six indexes (three of array keys) and the keyword index become the creation
    // index and one multiEntry index of strings with fewer keyword prefixes (order-keys.ts,
    // order-search.ts); the unused `updatedAt` index goes. Existing rows get their extras and keys
    // here; the counts, the sync state and the outbox stay as they are.
    this.version(7)
      .stores({ orders: 'id, createdAt, *keys', orderExtras: null })
      .upgrade(async (tx) => {
        const extras = new Map<string, OrderExtras>()
        await tx
          .table<OrderExtrasRecord, string>('orderExtras')
          .each(({ id, version: _version, ...known }) => extras.set(id, known))
        await tx
          .table<OrderRecord, string>('orders')
          .toCollection()
          .modify((row) => {
            delete row.searchKeys
            row.keys = orderKeysOf(row)
            const known = extras.get(row.id)
            if (known) row.extras = known
          })
      })
    this.use(orderStoreMiddleware)
  }
}

/** What the service worker needs to know without the page: the current account and its token. */
export interface MetaSession {
  key: 'current'
  accountId: string
  /** Read at send time by whoever drains; null after a 401 or sign-out (entries then wait). */
  token: string | null
  /** Accept-Language of replayed calls, so server messages come in the user's language. */
  language: string
}

export class MetaDb extends Dexie {
  session!: EntityTable<MetaSession, 'key'>
  constructor() {
    super(META_DB_NAME)
    this.version(1).stores({ session: 'key' })
  }
}
