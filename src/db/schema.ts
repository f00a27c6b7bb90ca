// The Dexie schema of one account's database, shared by the page and the service worker (same
// name, version and stores in both). Primary keys are the server's immutable string ids.
import Dexie, { type EntityTable, type Table } from 'dexie'
import type { ConfigEntry, ExpressCompany } from '../contract/dictionaries'
import type { FinanceFlowRow, RechargeRow } from '../contract/finance'
import type { SaleOrderDetail, SaleOrderRow, SaleRefundRow } from '../contract/orders'
import type { SettlementDetail, SettlementRow } from '../contract/settlement'
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
}

export class AccountDb extends Dexie {
  dictionaries!: Table<DictionaryRecord, [string, string]>
  areas!: Table<AreaRecord, [string, string]>
  expressCompanies!: Table<ExpressRecord, [string, string]>
  orders!: EntityTable<SaleOrderRow, 'id'>
  orderDetails!: EntityTable<OrderDetailRecord, 'id'>
  refunds!: EntityTable<SaleRefundRow, 'id'>
  syncState!: EntityTable<SyncStateRecord, 'mirror'>
  outbox!: EntityTable<OutboxEntry, 'seq'>
  settlements!: EntityTable<SettlementRow, 'id'>
  settlementDetails!: EntityTable<SettlementDetailRecord, 'id'>
  financeFlows!: EntityTable<FinanceFlowRow, 'id'>
  recharges!: EntityTable<RechargeRow, 'id'>

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
    // Settlements, finance items and top-ups (issue 5), mirrored for distributors offline.
    this.version(2).stores({
      settlements: 'id, createdAt, updatedAt, status',
      settlementDetails: 'id',
      financeFlows: 'id, createdAt, accountId, type',
      recharges: 'id, createdAt, updatedAt, status',
    })
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
