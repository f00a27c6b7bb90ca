// Settlement (issue 5): the settlement state machine (the one place it is defined — the server
// enforces it, the app shows only the actions it allows), the row shapes of the settlement
// sources and the request schemas of the settlement calls. Money is integer minor units.
import { z } from 'zod'
import { SETTLEMENT_ORDER_STATUS } from './config-values'
import { pageRequestSchema } from './envelope'

export type SettlementStatus = (typeof SETTLEMENT_ORDER_STATUS)[keyof typeof SETTLEMENT_ORDER_STATUS]
export const SETTLEMENT_STATUSES = Object.values(SETTLEMENT_ORDER_STATUS) as [SettlementStatus, ...SettlementStatus[]]

/**
 * A settlement covers the shipped, not yet settled purchase orders between one distributor and
 * one of its suppliers (or factories) in one currency over a period of ship dates.
 *
 * | action  | party                 | from                  | to                    | money                               |
 * |---------|-----------------------|-----------------------|-----------------------|-------------------------------------|
 * | raise   | either side           | —                     | awaiting confirmation | none                                |
 * | confirm | the other side        | awaiting confirmation | pending settlement    | none                                |
 * | dispute | the other side        | awaiting confirmation | cancelled (reason)    | none; its purchase orders are freed |
 * | cancel  | the side that raised  | awaiting confirmation | cancelled             | none; its purchase orders are freed |
 * | pay     | distributor           | pending settlement    | settled               | credits the supplier's account      |
 *
 * "Pay" releases what the distributor already paid for those purchase orders (each purchase
 * order's payment was debited from the distributor when it was paid) to the supplier: one
 * settlement-income flow on the supplier's account in the settlement's currency, in the same
 * transaction. Settled and cancelled are final. A purchase order is on at most one live
 * (not cancelled) settlement — a partial unique index on settlement items holds that.
 */
export type SettlementAction = 'confirm' | 'dispute' | 'cancel' | 'pay'
export type SettlementParty = 'distributor' | 'supplier'
/** Who the rule asks for: a fixed side, or relative to the side that raised the settlement. */
type Actor = SettlementParty | 'raiser' | 'counterparty'

const S = SETTLEMENT_ORDER_STATUS
export const SETTLEMENT_TRANSITIONS: Record<
  SettlementAction,
  { actor: Actor; from: readonly SettlementStatus[]; to: SettlementStatus }
> = {
  confirm: { actor: 'counterparty', from: [S.awaitingConfirmation], to: S.pending },
  dispute: { actor: 'counterparty', from: [S.awaitingConfirmation], to: S.cancelled },
  cancel: { actor: 'raiser', from: [S.awaitingConfirmation], to: S.cancelled },
  pay: { actor: 'distributor', from: [S.pending], to: S.settled },
}
export const SETTLEMENT_ACTIONS = Object.keys(SETTLEMENT_TRANSITIONS) as SettlementAction[]
export const FINAL_SETTLEMENT_STATUSES: readonly SettlementStatus[] = [S.settled, S.cancelled]
/** Statuses that hold their purchase orders (a purchase order is on at most one of these). */
export const LIVE_SETTLEMENT_STATUSES: readonly SettlementStatus[] = [S.awaitingConfirmation, S.pending, S.settled]

export type SettlementRefusal = 'party' | 'status' | null

function actorMatches(actor: Actor, party: SettlementParty, raisedBy: SettlementParty): boolean {
  if (actor === 'raiser') return party === raisedBy
  if (actor === 'counterparty') return party !== raisedBy
  return party === actor
}

/** Why an action is refused ('party': the caller is the wrong side), or null when allowed. */
export function refuseSettlementAction(
  status: SettlementStatus,
  action: SettlementAction,
  party: SettlementParty,
  raisedBy: SettlementParty,
): SettlementRefusal {
  const rule = SETTLEMENT_TRANSITIONS[action]
  if (!actorMatches(rule.actor, party, raisedBy)) return 'party'
  if (!rule.from.includes(status)) return 'status'
  return null
}

export const canSettle = (
  status: SettlementStatus,
  action: SettlementAction,
  party: SettlementParty,
  raisedBy: SettlementParty,
) => refuseSettlementAction(status, action, party, raisedBy) === null

/** Actions the caller can take on a settlement now, in the order the screen shows them. */
export const settlementActionsFor = (status: SettlementStatus, party: SettlementParty, raisedBy: SettlementParty) =>
  SETTLEMENT_ACTIONS.filter((action) => canSettle(status, action, party, raisedBy))

// ---- Rows ----

/** One statement line: one purchase order of the settlement. */
export interface SettlementLine {
  purchaseId: string
  purchaseNo: string
  /** Goods titles of the purchase order's lines, joined. */
  goods: string
  quantity: number
  amount: number
  expressCode: string | null
  logisticsNo: string | null
  shippedAt: string | null
}

export interface SettlementRow {
  id: string
  settlementNo: string
  status: SettlementStatus
  distributorId: string
  distributorName: string
  supplierId: string
  supplierName: string
  raisedBy: SettlementParty
  currency: string
  /** First and last day of the period (ship dates), inclusive, YYYY-MM-DD. */
  periodFrom: string
  periodTo: string
  totalAmount: number
  orderCount: number
  itemCount: number
  disputeReason: string | null
  createdAt: string
  confirmedAt: string | null
  settledAt: string | null
  updatedAt: string
  version: number
  /** Set on delta rows that left the caller's view (`updatedSince`); never for now. */
  deleted?: boolean
}

export interface SettlementDetail extends SettlementRow {
  lines: SettlementLine[]
}

/**
 * Pending settlement: shipped purchase orders on no live settlement, grouped by supplier,
 * currency and month of shipment — each group can be raised as one settlement.
 */
export interface PendingSettlementGroup {
  /** `${supplierId}:${currency}:${month}` */
  id: string
  supplierId: string
  supplierName: string
  distributorId: string
  distributorName: string
  currency: string
  /** YYYY-MM */
  month: string
  periodFrom: string
  periodTo: string
  orderCount: number
  itemCount: number
  totalAmount: number
}

// ---- Requests ----

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(0).optional()
const isoDate = z.iso.date()

export const settlementListSchema = pageRequestSchema.extend({
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  /** The other side: a supplier for a distributor, a distributor for a supplier. */
  partnerId: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  periodFrom: isoDate.optional(),
  periodTo: isoDate.optional(),
  sortField: z.enum(['createdAt', 'totalAmount', 'updatedAt', 'periodFrom']).optional(),
})
export type SettlementListRequest = z.input<typeof settlementListSchema>

export const pendingSettlementSchema = pageRequestSchema.extend({
  /** Groups come by month of shipment (newest first unless ascend), then partner name. */
  sortField: z.enum(['month']).optional(),
  partnerId: z.string().trim().max(64).optional(),
})

export const settlementRaiseSchema = z
  .object({
    /** The other side: the supplier when a distributor raises, the distributor when a supplier does. */
    partnerId: id,
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/),
    periodFrom: isoDate,
    periodTo: isoDate,
    remark: z.string().trim().max(300).default(''),
  })
  .refine((value) => value.periodFrom <= value.periodTo, {
    message: 'The period must not end before it starts',
    path: ['periodTo'],
  })
  .refine((value) => Date.parse(value.periodTo) - Date.parse(value.periodFrom) <= 366 * 86_400_000, {
    message: 'A period covers at most one year',
    path: ['periodTo'],
  })

export const settlementConfirmSchema = z.object({ settlementId: id, version })
export const settlementDisputeSchema = z.object({
  settlementId: id,
  reason: z.string().trim().min(1).max(300),
  version,
})
export const settlementCancelSchema = z.object({ settlementId: id, version })
export const settlementPaySchema = z.object({ settlementId: id, version })

export const SETTLEMENT_PATHS = {
  detail: (settlementId: string) => `/settlement/detail/${encodeURIComponent(settlementId)}`,
  raise: '/settlement/raise',
  confirm: '/settlement/confirm',
  dispute: '/settlement/dispute',
  cancel: '/settlement/cancel',
  pay: '/settlement/pay',
} as const

export const SETTLEMENT_SOURCES = {
  records: 'settlement_order',
  pending: 'settlement_pending',
} as const
