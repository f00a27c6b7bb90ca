// Finance items and top-ups (issue 5): row shapes of the finance flow and top-up sources, the
// top-up state machine and request schemas. Money is integer minor units of `currency`.
import { z } from 'zod'
import { FINANCE_FLOW_TYPE, PAY_PLATFORM, RECHARGE_STATUS } from './config-values'
import { pageRequestSchema } from './envelope'

export type FinanceFlowType = (typeof FINANCE_FLOW_TYPE)[keyof typeof FINANCE_FLOW_TYPE]
export const FINANCE_FLOW_TYPES = Object.values(FINANCE_FLOW_TYPE) as [FinanceFlowType, ...FinanceFlowType[]]
export type PayPlatform = (typeof PAY_PLATFORM)[keyof typeof PAY_PLATFORM]
/** Platforms a top-up can come from (not the balance itself). */
export const RECHARGE_PLATFORMS = [
  PAY_PLATFORM.bankTransfer,
  PAY_PLATFORM.alipay,
  PAY_PLATFORM.wechat,
  PAY_PLATFORM.paypal,
] as const
export type RechargePlatform = (typeof RECHARGE_PLATFORMS)[number]
export type RechargeStatus = (typeof RECHARGE_STATUS)[keyof typeof RECHARGE_STATUS]
export const RECHARGE_STATUSES = Object.values(RECHARGE_STATUS) as [RechargeStatus, ...RechargeStatus[]]

/**
 * A top-up goes through a payment provider. The default provider is manual confirmation: the
 * user pays outside the console (bank transfer, or a transfer in the payment app) and enters its
 * reference; the request waits "under review" until an operator of the tenant (owner or a member
 * with the finance edit right) checks the money arrived and confirms it — only then is the
 * account credited, in the same transaction — or rejects it (failed, with a reason). The
 * requester may close a request still under review. Succeeded, failed and closed are final.
 */
export type RechargeAction = 'confirm' | 'reject' | 'close'
const R = RECHARGE_STATUS
export const RECHARGE_TRANSITIONS: Record<RechargeAction, { from: readonly RechargeStatus[]; to: RechargeStatus }> = {
  confirm: { from: [R.underReview], to: R.succeeded },
  reject: { from: [R.underReview], to: R.failed },
  close: { from: [R.pendingPayment, R.underReview], to: R.closed },
}
export const canRecharge = (status: RechargeStatus, action: RechargeAction) =>
  RECHARGE_TRANSITIONS[action].from.includes(status)

/** Largest single top-up in minor units (1,000,000.00). */
export const MAX_RECHARGE_MINOR = 100_000_000
/**
 * A finance account whose balance falls below its currency's figure (minor units) tells its finance
 * people once per crossing (SPEC.md's "low balance" notification): a purchase of the next day's
 * stock must not fail on an empty account unannounced. About a day of a small seller's purchases:
 * 1,000.00 yuan, and about as much in the other currencies the console prices in.
 */
export const LOW_BALANCE_MINOR: Readonly<Record<string, number>> = {
  CNY: 100_000,
  USD: 15_000,
  EUR: 15_000,
  GBP: 12_000,
}

/** The low-balance figure of a currency (the yuan figure for a currency without its own). */
export const lowBalanceMinor = (currency: string): number => LOW_BALANCE_MINOR[currency] ?? LOW_BALANCE_MINOR.CNY!

// ---- Rows ----

export interface FinanceFlowRow {
  id: string
  accountId: string
  accountName: string
  type: FinanceFlowType
  /** Signed minor units: positive credits, negative debits. */
  amount: number
  /** The running balance of the account right after this flow. */
  balanceAfter: number
  /** Its place in the account's ledger (1, 2, 3 …): the order `balanceAfter` follows. */
  seq: number
  currency: string
  referenceType: string | null
  referenceId: string | null
  note: string
  createdAt: string
  /** Flows never change once written; the delta cursor is their creation. */
  updatedAt: string
  deleted?: boolean
}

export interface RechargeRow {
  id: string
  rechargeNo: string
  accountId: string
  accountName: string
  amount: number
  currency: string
  payPlatform: RechargePlatform
  /** The payment provider that handles it ('manual'). */
  provider: string
  /** The bank transfer (or payment app) reference the user entered. */
  reference: string
  status: RechargeStatus
  remark: string
  rejectReason: string | null
  createdBy: string
  reviewedBy: string | null
  createdAt: string
  reviewedAt: string | null
  updatedAt: string
  version: number
  deleted?: boolean
}

// ---- Requests ----

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(0).optional()
const isoDate = z.iso.date()

export const financeFlowListSchema = pageRequestSchema.extend({
  accountId: z.string().trim().max(64).optional(),
  type: z.enum(FINANCE_FLOW_TYPES).optional(),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  /** 'updatedAt' is the delta order of the mirror: a flow never changes, so it is its creation. */
  sortField: z.enum(['createdAt', 'amount', 'updatedAt']).optional(),
})
export type FinanceFlowListRequest = z.input<typeof financeFlowListSchema>

export const rechargeCreateSchema = z.object({
  accountId: id,
  amount: z.number().int().min(1).max(MAX_RECHARGE_MINOR),
  payPlatform: z.enum(RECHARGE_PLATFORMS),
  reference: z
    .string()
    .trim()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/),
  remark: z.string().trim().max(200).default(''),
})

export const rechargeListSchema = pageRequestSchema.extend({
  status: z.enum(RECHARGE_STATUSES).optional(),
  accountId: z.string().trim().max(64).optional(),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  sortField: z.enum(['createdAt', 'amount', 'updatedAt']).optional(),
})
export type RechargeListRequest = z.input<typeof rechargeListSchema>

export const rechargeConfirmSchema = z.object({ rechargeId: id, version })
export const rechargeRejectSchema = z.object({ rechargeId: id, reason: z.string().trim().min(1).max(200), version })
export const rechargeCloseSchema = z.object({ rechargeId: id, version })

export const FINANCE_PATHS = {
  recharge: '/finance/recharge',
  rechargeList: '/finance/recharge/list',
  rechargeConfirm: '/finance/recharge/confirm',
  rechargeReject: '/finance/recharge/reject',
  rechargeClose: '/finance/recharge/close',
} as const

export const FINANCE_SOURCES = { flows: 'finance_flow' } as const
