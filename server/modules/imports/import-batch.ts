// One batch of an order import, inside the call's transaction: every row is checked (the shared
// row check, then shop, country and currency), rows are grouped into orders by (shop, external
// order number), an order with any bad row is not created (its other rows say why), orders that
// exist already are reported as duplicates, and the rest become sale orders with their lines and
// an "imported from file" history entry. The dedupe ledger (sale_import_keys) is claimed with
// ON CONFLICT DO NOTHING, so two imports racing on the same order create it once.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { SALE_ORDER_SOURCE_EXTRA, SALE_ORDER_STATUS } from '../../../src/contract/config-values'
import type { Locale } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import {
  type CheckedImportRow,
  checkImportRow,
  IMPORT_KIND_CHANNEL,
  type ImportBatchResult,
  type ImportKind,
  type ImportRowProblem,
  type ImportRowResult,
  type importBatchSchema,
} from '../../../src/contract/order-import'
import {
  type OrderAddress,
  saleImportKeys,
  saleImports,
  saleOrderHistory,
  saleOrderLines,
  saleOrders,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { updateRow } from '../../db/versioned'
import { t } from '../../i18n/locale'
import type { MessageKey } from '../../i18n/messages'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { lockImport, toImportRow } from './import-records'
import {
  loadShopResolver,
  resolveColor,
  resolveCountry,
  resolveCurrency,
  type ShopRef,
  settleAmountOf,
  toCurrencyMinor,
} from './import-resolve'

type BatchInput = z.output<typeof importBatchSchema>
type InputRow = BatchInput['rows'][number]

interface RowState {
  input: InputRow
  externalNo: string
  problems: ImportRowProblem[]
  checked?: CheckedImportRow
  shop?: ShopRef
  country?: string
  currency?: string
}

interface OrderGroup {
  key: string
  rows: RowState[]
}

const SHIP_WITHIN_MS = 3 * 86_400_000

export function problemText(locale: Locale, problems: ImportRowProblem[]): string {
  return problems
    .map((item) =>
      t(locale, 'import.rowProblem', {
        field: t(locale, `import.field.${item.field ?? 'order'}` as MessageKey),
        problem: t(locale, `import.problem.${item.problem}` as MessageKey),
      }),
    )
    .join(locale === 'zh-cn' ? '；' : '; ')
}

function checkRow(
  input: InputRow,
  kind: ImportKind,
  resolveShop: (text: string) => { shop: ShopRef } | { problem: ImportRowProblem['problem'] },
  now: Date,
): RowState {
  const state: RowState = { input, externalNo: (input.orderNo ?? '').trim(), problems: [] }
  const check = checkImportRow(input, now)
  if (!check.ok) state.problems = check.problems
  // The shop is resolved even on a bad row, so the row still groups with the rest of its order.
  const shopText = (input.shop ?? '').trim()
  if (shopText !== '' && !state.problems.some((item) => item.field === 'shop')) {
    const shop = resolveShop(shopText)
    if ('problem' in shop) state.problems.push({ field: 'shop', problem: shop.problem })
    else if (IMPORT_KIND_CHANNEL[kind] && shop.shop.channel !== IMPORT_KIND_CHANNEL[kind]) {
      state.problems.push({ field: 'shop', problem: 'wrongChannel' })
    } else state.shop = shop.shop
  }
  if (!check.ok) return state
  const row = check.row
  state.checked = row
  const country = resolveCountry(row.country)
  if (!country) state.problems.push({ field: 'country', problem: 'unknownCountry' })
  else {
    state.country = country
    const currency = resolveCurrency(row.currency, country)
    if (!currency) state.problems.push({ field: 'currency', problem: 'unknownCurrency' })
    else {
      state.currency = currency
      for (const field of ['unitPrice', 'shippingFee', 'discount'] as const) {
        const minor = toCurrencyMinor(row[field], currency)
        if (minor === null) state.problems.push({ field, problem: 'badAmount' })
        else row[field] = minor
      }
    }
  }
  return state
}

function groupRows(rows: RowState[]): OrderGroup[] {
  const groups = new Map<string, OrderGroup>()
  for (const row of rows) {
    // Rows whose shop is unknown still group by what they wrote, so the order fails as one.
    const shopKey = row.shop?.id ?? `?${(row.checked?.shop ?? row.input.shop ?? '').trim().toLowerCase()}`
    const key = `${shopKey}\u0000${row.externalNo}`
    const group = groups.get(key) ?? { key, rows: [] }
    group.rows.push(row)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/** An order is created whole or not at all: one bad row fails its siblings too. */
function failWhole(group: OrderGroup) {
  const bad = group.rows.some((row) => row.problems.length > 0)
  const currencies = new Set(group.rows.map((row) => row.currency))
  if (!bad && currencies.size > 1) {
    for (const row of group.rows) row.problems.push({ field: 'currency', problem: 'orderMismatch' })
    return true
  }
  if (!bad) return false
  for (const row of group.rows) {
    if (row.problems.length === 0) row.problems.push({ field: null, problem: 'orderHasBadRow' })
  }
  return true
}

interface Existing {
  orderId: string
  orderNo: string
}

/** Orders of these (shop, external number) pairs the tenant already has: imported or not. */
async function findExisting(tx: Database, did: string, groups: OrderGroup[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>()
  if (groups.length === 0) return found
  const numbers = [...new Set(groups.map((group) => group.rows[0]?.externalNo ?? ''))]
  const keyed = await tx
    .select({
      shopId: saleImportKeys.shopId,
      externalNo: saleImportKeys.externalNo,
      orderId: saleOrders.id,
      orderNo: saleOrders.orderNo,
    })
    .from(saleImportKeys)
    .innerJoin(saleOrders, eq(saleOrders.id, saleImportKeys.orderId))
    .where(and(eq(saleImportKeys.did, did), inArray(saleImportKeys.externalNo, numbers)))
  for (const row of keyed) found.set(`${row.shopId}\u0000${row.externalNo}`, row)
  const synced = await tx
    .select({
      shopId: saleOrders.shopId,
      externalNo: saleOrders.platformOrderNo,
      orderId: saleOrders.id,
      orderNo: saleOrders.orderNo,
    })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.did, did),
        inArray(saleOrders.platformOrderNo, numbers),
        isNull(saleOrders.parentId),
        isNull(saleOrders.deletedAt),
      ),
    )
  for (const row of synced) {
    const key = `${row.shopId}\u0000${row.externalNo}`
    if (!found.has(key)) found.set(key, row)
  }
  return found
}

function newOrderValues(group: OrderGroup, did: string, now: Date) {
  const rows = group.rows as Required<RowState>[]
  const first = rows[0] as Required<RowState>
  const head = first.checked
  const goods = rows.reduce((sum, row) => sum + row.checked.quantity * row.checked.unitPrice, 0)
  const shipping = rows.reduce((sum, row) => sum + row.checked.shippingFee, 0)
  const discount = rows.reduce((sum, row) => sum + row.checked.discount, 0)
  const total = Math.max(0, goods + shipping - discount)
  const createdAt = head.orderDate ?? head.paidAt ?? now
  const address: OrderAddress = {
    name: head.buyerName,
    phone: head.phone,
    country: first.country,
    region: [head.province, head.city].filter((part) => part !== ''),
    address: head.address,
    postcode: head.postcode,
  }
  const id = newId()
  const stamp = now.toISOString().slice(2, 10).replaceAll('-', '')
  return {
    id,
    did,
    orderNo: `IM${stamp}${id.slice(-8)}`,
    platformOrderNo: first.externalNo,
    channel: first.shop.channel,
    shopId: first.shop.id,
    source: SALE_ORDER_SOURCE_EXTRA.import,
    status: SALE_ORDER_STATUS.toShip,
    buyerName: head.buyerName,
    buyerNote: head.buyerNote,
    address,
    country: first.country,
    currency: first.currency,
    goodsAmount: goods,
    shippingAmount: shipping,
    discountAmount: Math.min(discount, goods + shipping),
    totalAmount: total,
    settleAmount: settleAmountOf(total, first.currency),
    itemCount: rows.reduce((sum, row) => sum + row.checked.quantity, 0),
    lineCount: rows.length,
    createdAt,
    paidAt: head.paidAt ?? createdAt,
    shipBy: new Date(now.getTime() + SHIP_WITHIN_MS),
    updatedAt: now,
  }
}

function lineValues(group: OrderGroup, orderId: string, did: string) {
  return (group.rows as Required<RowState>[]).map((row, index) => {
    const spec: Record<string, string> = {}
    if (row.checked.color) spec.color = resolveColor(row.checked.color)
    if (row.checked.size) spec.size = row.checked.size
    return {
      id: newId(),
      did,
      orderId,
      title: row.checked.title,
      sku: row.checked.sku,
      spec,
      quantity: row.checked.quantity,
      unitPrice: row.checked.unitPrice,
      sort: index + 1,
    }
  })
}

export async function importBatch(
  tx: Database,
  caller: SessionAccount,
  kind: ImportKind,
  input: BatchInput,
  locale: Locale,
): Promise<ImportBatchResult> {
  const record = await lockImport(tx, caller.did, kind, input.importId)
  if (record.processedRows + input.rows.length > record.totalRows) {
    throw new AppError(ErrorCode.RULE, 'import.tooManyRows', {
      params: { total: record.totalRows, processed: record.processedRows, count: input.rows.length },
    })
  }
  const seen = new Set<number>()
  for (const row of input.rows) {
    if (seen.has(row.rowNo))
      throw new AppError(ErrorCode.VALIDATION, 'import.duplicateRowNo', { params: { rowNo: row.rowNo } })
    seen.add(row.rowNo)
  }
  const now = new Date()
  const shops = await loadShopResolver(tx, caller.did)
  const states = input.rows.map((row) => checkRow(row, kind, shops.resolve, now))
  const groups = groupRows(states)
  const good = groups.filter((group) => !failWhole(group))
  const existing = await findExisting(tx, caller.did, good)
  const outcome = new Map<RowState, { status: ImportRowResult['status']; order: Existing | null }>()
  const fresh: { group: OrderGroup; order: ReturnType<typeof newOrderValues> }[] = []
  for (const group of good) {
    const found = existing.get(group.key)
    if (found) for (const row of group.rows) outcome.set(row, { status: 'duplicate', order: found })
    else fresh.push({ group, order: newOrderValues(group, caller.did, now) })
  }
  if (fresh.length > 0) {
    await tx.insert(saleOrders).values(fresh.map((item) => item.order))
    await tx.insert(saleOrderLines).values(fresh.flatMap((item) => lineValues(item.group, item.order.id, caller.did)))
    await tx.insert(saleOrderHistory).values(
      fresh.map((item) => ({
        id: newId(),
        did: caller.did,
        orderId: item.order.id,
        at: now,
        by: caller.username,
        action: 'import',
        detailKey: 'history.import',
        detailParams: { file: record.fileName, importKind: kind },
      })),
    )
    const claimed = await tx
      .insert(saleImportKeys)
      .values(
        fresh.map((item) => ({
          did: caller.did,
          shopId: item.order.shopId,
          externalNo: item.order.platformOrderNo,
          orderId: item.order.id,
          importId: record.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ orderId: saleImportKeys.orderId })
    const won = new Set(claimed.map((row) => row.orderId))
    const lost = fresh.filter((item) => !won.has(item.order.id))
    if (lost.length > 0) {
      // Another import created these orders meanwhile: drop ours, report theirs as duplicates.
      await tx.delete(saleOrders).where(
        and(
          eq(saleOrders.did, caller.did),
          inArray(
            saleOrders.id,
            lost.map((item) => item.order.id),
          ),
        ),
      )
      const theirs = await findExisting(
        tx,
        caller.did,
        lost.map((item) => item.group),
      )
      for (const item of lost) {
        for (const row of item.group.rows)
          outcome.set(row, { status: 'duplicate', order: theirs.get(item.group.key) ?? null })
      }
    }
    for (const item of fresh) {
      if (!won.has(item.order.id)) continue
      for (const row of item.group.rows)
        outcome.set(row, { status: 'created', order: { orderId: item.order.id, orderNo: item.order.orderNo } })
    }
  }
  const results: ImportRowResult[] = states.map((row) => {
    const done = outcome.get(row)
    return {
      rowNo: row.input.rowNo,
      status: done?.status ?? 'failed',
      externalNo: row.externalNo,
      orderId: done?.order?.orderId ?? null,
      orderNo: done?.order?.orderNo ?? null,
      message: done ? '' : problemText(locale, row.problems),
      problems: done ? [] : row.problems,
    }
  })
  const orders = (status: ImportRowResult['status']) =>
    groups.filter((group) => outcome.get(group.rows[0] as RowState)?.status === status).length
  const updated = await updateRow(tx, saleImports, caller.did, record.id, {
    processedRows: sql`${saleImports.processedRows} + ${input.rows.length}`,
    createdOrders: sql`${saleImports.createdOrders} + ${orders('created')}`,
    duplicateOrders: sql`${saleImports.duplicateOrders} + ${orders('duplicate')}`,
    failedRows: sql`${saleImports.failedRows} + ${results.filter((row) => row.status === 'failed').length}`,
  })
  return { results, import: toImportRow(updated) }
}
