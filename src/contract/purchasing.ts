// Purchasing (issue 5): the purchase order state machine (the one place it is defined — the
// server enforces it, the app shows only the actions it allows), the SPEC.md §5 rules, the row
// shapes of the purchasing sources and the request schemas of the purchasing calls.
import { z } from 'zod'
import { NOT_PURCHASE_REASON } from './config-values'
import { pageRequestSchema } from './envelope'

/** Purchase statuses of SPEC.md §4. */
export const PURCHASE_STATUS = {
  pendingPayment: '1',
  paid: '2',
  pendingShipment: '3',
  shipped: '4',
  rejected: '5',
  rejectFailed: '6',
  refunded: '7',
  cancelled: '8',
} as const
export type PurchaseStatus = (typeof PURCHASE_STATUS)[keyof typeof PURCHASE_STATUS]
export const PURCHASE_STATUSES = Object.values(PURCHASE_STATUS) as [PurchaseStatus, ...PurchaseStatus[]]

/**
 * Purchase order actions and who makes them. A distributor (the buyer, whose sales orders the
 * purchase fulfils) raises a purchase order to one of its suppliers or factories:
 *
 * | action | party       | from                          | to                                   | money                             |
 * |--------|-------------|-------------------------------|--------------------------------------|-----------------------------------|
 * | pay    | distributor | pending payment               | paid                                 | debits the buyer's finance account |
 * | cancel | distributor | pending payment               | cancelled                            | none                              |
 * | cancel | distributor | paid (not yet accepted)       | refunded                             | credits the amount back           |
 * | accept | supplier    | paid                          | pending shipment                     | none                              |
 * | ship   | supplier    | pending shipment              | shipped (logistics company + number) | none                              |
 * | reject | supplier    | pending payment               | rejected                             | none (nothing was paid)           |
 * | reject | supplier    | paid, pending shipment        | refunded, or reject failed           | credits the amount back           |
 * | refund | distributor | reject failed                 | refunded                             | credits the amount back           |
 *
 * A rejection after payment refunds the paid amount in the same transaction, to the finance
 * account that paid. **Reject failed** is when that refund cannot be made: the paying account no
 * longer exists (it was closed after the payment). The purchase order then waits in "reject
 * failed" until the distributor names another of its accounts in the same currency (`refund`),
 * which credits it and ends in "refunded". Shipped, rejected, refunded and cancelled are final.
 */
export type PurchaseAction = 'pay' | 'cancel' | 'accept' | 'ship' | 'reject' | 'refund'
export type PurchaseParty = 'distributor' | 'supplier'

const P = PURCHASE_STATUS
export const PURCHASE_TRANSITIONS: Record<PurchaseAction, { party: PurchaseParty; from: readonly PurchaseStatus[] }> = {
  pay: { party: 'distributor', from: [P.pendingPayment] },
  cancel: { party: 'distributor', from: [P.pendingPayment, P.paid] },
  accept: { party: 'supplier', from: [P.paid] },
  ship: { party: 'supplier', from: [P.pendingShipment] },
  reject: { party: 'supplier', from: [P.pendingPayment, P.paid, P.pendingShipment] },
  refund: { party: 'distributor', from: [P.rejectFailed] },
}
export const PURCHASE_ACTIONS = Object.keys(PURCHASE_TRANSITIONS) as PurchaseAction[]

/** Final statuses: nothing more can happen to the purchase order. */
export const FINAL_PURCHASE_STATUSES: readonly PurchaseStatus[] = [P.shipped, P.rejected, P.refunded, P.cancelled]

/** Why an action is refused ('party': the caller is the wrong side), or null when allowed. */
export type PurchaseRefusal = 'party' | 'status' | null

export function refusePurchaseAction(
  status: PurchaseStatus,
  action: PurchaseAction,
  party: PurchaseParty,
): PurchaseRefusal {
  const rule = PURCHASE_TRANSITIONS[action]
  if (rule.party !== party) return 'party'
  if (!rule.from.includes(status)) return 'status'
  return null
}

export const canPurchase = (status: PurchaseStatus, action: PurchaseAction, party: PurchaseParty) =>
  refusePurchaseAction(status, action, party) === null

/** Whether money was taken from the buyer and not yet given back (a refund is owed on rejection). */
export const isPaidStatus = (status: PurchaseStatus) => status === P.paid || status === P.pendingShipment

/**
 * The status an action leads to. `refundable` says whether a refund owed by the action can be
 * made (reject after payment: false → reject failed).
 */
export function nextPurchaseStatus(status: PurchaseStatus, action: PurchaseAction, refundable = true): PurchaseStatus {
  switch (action) {
    case 'pay':
      return P.paid
    case 'accept':
      return P.pendingShipment
    case 'ship':
      return P.shipped
    case 'cancel':
      return status === P.paid ? P.refunded : P.cancelled
    case 'reject':
      if (!isPaidStatus(status)) return P.rejected
      return refundable ? P.refunded : P.rejectFailed
    case 'refund':
      return P.refunded
  }
}

/** SPEC.md §5: the purchase order number and the logistics number cannot be the same. */
export const sameAsPurchaseNo = (purchaseNo: string, logisticsNo: string) =>
  purchaseNo.trim().toUpperCase() === logisticsNo.trim().toUpperCase()

export type NotPurchaseReason = (typeof NOT_PURCHASE_REASON)[keyof typeof NOT_PURCHASE_REASON]
const NOT_PURCHASE_REASONS = Object.values(NOT_PURCHASE_REASON) as [NotPurchaseReason, ...NotPurchaseReason[]]

// ---- Rows (money in integer minor units of `currency`, times ISO strings) ----

export interface PurchaseAddress {
  name: string
  phone: string
  country: string
  region: string[]
  address: string
  postcode: string
}

export interface PurchaseOrderRow {
  id: string
  purchaseNo: string
  status: PurchaseStatus
  /** The buying distributor and the supplier or factory it buys from. */
  distributorId: string
  distributorName: string
  supplierId: string
  supplierName: string
  /** 1 manufacturer (factory), 2 supplier. */
  supplierType: number
  currency: string
  totalAmount: number
  itemCount: number
  lineCount: number
  /** Sales order numbers the lines come from. */
  saleOrderNos: string[]
  expressCode: string | null
  logisticsNo: string | null
  createdAt: string
  paidAt: string | null
  shippedAt: string | null
  updatedAt: string
  version: number
}

export interface PurchaseOrderLine {
  id: string
  saleOrderId: string
  saleOrderNo: string
  saleLineId: string
  title: string
  image: string | null
  sku: string
  spec: Record<string, string>
  quantity: number
  unitPrice: number
  amount: number
}

export interface PurchaseHistoryEntry {
  id: string
  at: string
  by: string
  action: PurchaseAction | 'create'
  /** What changed, in the reader's language. */
  detail: string
}

export interface PurchaseOrderDetail extends PurchaseOrderRow {
  address: PurchaseAddress
  remark: string
  rejectReason: string | null
  lines: PurchaseOrderLine[]
  history: PurchaseHistoryEntry[]
}

/** A line waiting in the purchase cart (one per sales-order line). */
export interface PurchaseCartItem {
  id: string
  saleOrderId: string
  saleOrderNo: string
  saleLineId: string
  title: string
  image: string | null
  sku: string
  spec: Record<string, string>
  /** Quantity still to purchase (at most the line's quantity). */
  quantity: number
  /** Agreed purchase price per piece, minor units of `currency`. */
  unitPrice: number
  currency: string
  supplierId: string
  supplierName: string
  /** The sales order's buyer address: the default purchase address. */
  buyerAddress: PurchaseAddress
  createdAt: string
}

// ---- Filters and requests ----

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(0).optional()
const isoDate = z.iso.date()

export const purchaseOrderListSchema = pageRequestSchema.extend({
  status: z.enum(PURCHASE_STATUSES).optional(),
  supplierId: z.string().trim().max(64).optional(),
  /** Purchase order number, logistics number or sales order number (contains). */
  keyword: z.string().trim().max(100).optional(),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  sortField: z.enum(['createdAt', 'totalAmount', 'updatedAt']).optional(),
})
export type PurchaseOrderListRequest = z.input<typeof purchaseOrderListSchema>

const text = (max: number) => z.string().trim().max(max)
/**
 * A purchase address. SPEC.md §5 "the purchase address cannot be empty": receiver, phone and
 * street must be filled in — checked by `isPurchaseAddressEmpty` so both sides answer with that
 * one message rather than three field errors.
 */
export const purchaseAddressSchema = z.object({
  name: text(64).default(''),
  phone: text(32).default(''),
  country: text(8).default(''),
  region: z.array(text(64)).max(4).default([]),
  address: text(300).default(''),
  postcode: text(16).default(''),
})
export const isPurchaseAddressEmpty = (address: Pick<PurchaseAddress, 'name' | 'phone' | 'address'>) =>
  !address.name.trim() || !address.phone.trim() || !address.address.trim()

export const cartAddSchema = z.object({
  items: z
    .array(
      z.object({
        saleOrderId: id,
        saleLineId: id,
        supplierId: id,
        quantity: z.number().int().min(1).max(100_000).optional(),
        /** Minor units; defaults to the line's price in the settlement currency. */
        unitPrice: z.number().int().min(0).max(1_000_000_000).optional(),
      }),
    )
    .min(1)
    .max(200),
})
export const cartUpdateSchema = z.object({
  id,
  supplierId: id.optional(),
  quantity: z.number().int().min(1).max(100_000).optional(),
  unitPrice: z.number().int().min(0).max(1_000_000_000).optional(),
})
export const cartRemoveSchema = z.object({ ids: z.array(id).min(1).max(200) })

export const notPurchasedSchema = z.object({
  cartItemId: id,
  reason: z.enum(NOT_PURCHASE_REASONS),
  note: text(200).default(''),
})

/**
 * Raise purchase orders from cart items: `merged` makes one purchase order per supplier (and
 * address), `perLine` one per cart item. Lines listed in `notPurchased` leave the cart with their
 * reason recorded instead.
 */
export const purchaseCreateSchema = z
  .object({
    mode: z.enum(['merged', 'perLine']),
    cartItemIds: z.array(id).max(200).default([]),
    /** Purchase address; absent → each sales order's buyer address. */
    address: purchaseAddressSchema.optional(),
    remark: text(300).default(''),
    notPurchased: z.array(notPurchasedSchema).max(200).default([]),
  })
  .refine((value) => value.cartItemIds.length + value.notPurchased.length > 0, {
    message: 'Choose at least one line',
    path: ['cartItemIds'],
  })

export const purchasePaySchema = z.object({ purchaseId: id, accountId: id.optional(), version })
export const purchaseCancelSchema = z.object({ purchaseId: id, reason: text(200).min(1), version })
export const purchaseAcceptSchema = z.object({ purchaseId: id, version })
export const logisticsNoSchema = z
  .string()
  .trim()
  .min(4)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/)
export const purchaseShipSchema = z.object({
  purchaseId: id,
  expressCode: text(32).min(1),
  logisticsNo: logisticsNoSchema,
  version,
})
export const purchaseRejectSchema = z.object({ purchaseId: id, reason: text(200).min(1), version })
export const purchaseRefundSchema = z.object({ purchaseId: id, accountId: id, version })

/** Call paths (under /dis/ts). */
export { PURCHASE_PATHS } from './call-paths'

/** Named data sources of purchasing. */
export const PURCHASE_SOURCES = {
  orders: 'purchase_order',
  counts: 'purchase_order_count',
  partners: 'distribution_partner_list',
} as const

/** Answer of `purchase_order_count`: purchase orders per status (the list's tabs). */
export type PurchaseStatusCounts = Record<PurchaseStatus, number>

/** Answer of the create call. */
export interface PurchaseCreateResult {
  orders: PurchaseOrderDetail[]
  notPurchased: number
}

// ---- Goods of cooperating suppliers (/cooperate/goods/list) ----

/**
 * A goods item (SKU) a cooperating supplier or factory has supplied to the distributor, with the
 * last agreed unit price and how many lines of orders waiting to ship still need it (not on a
 * live purchase order, not in the cart). Adding it to the cart adds exactly those lines.
 */
export interface CooperateGoodsRow {
  /** `${supplierId}:${sku}` */
  id: string
  supplierId: string
  supplierName: string
  supplierType: number
  sku: string
  title: string
  image: string | null
  currency: string
  lastUnitPrice: number
  purchasedQuantity: number
  lastPurchasedAt: string
  openLines: number
}

export const cooperateGoodsListSchema = pageRequestSchema.extend({
  supplierId: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  /** Only goods still needed by orders waiting to ship. */
  needed: z.boolean().optional(),
  sortField: z.enum(['lastPurchasedAt', 'openLines', 'purchasedQuantity']).optional(),
})

export const cartAddGoodsSchema = z.object({ supplierId: id, sku: z.string().trim().min(1).max(64) })
export const COOPERATE_GOODS_SOURCE = 'cooperate_goods'
export const CART_ADD_GOODS_PATH = '/purchase/cart/add-goods'
