// Values of the config dictionaries (SPEC.md §3) that code branches on, so neither the app nor
// the server writes a magic number. Texts in both languages come from GET /config/list.

export const SALE_ORDER_STATUS = {
  pendingPayment: '1',
  toShip: '2',
  shipped: '3',
  completed: '4',
  cancelled: '5',
  rejected: '6',
} as const

export const SETTLEMENT_ORDER_STATUS = {
  pending: '1',
  awaitingConfirmation: '2',
  settled: '3',
  cancelled: '4',
} as const

export const FINANCE_FLOW_TYPE = {
  recharge: '1',
  purchasePayment: '2',
  refund: '3',
  settlement: '4',
  withdrawal: '5',
  serviceFee: '6',
  adjustment: '7',
} as const

export const PAY_PLATFORM = {
  alipay: 'alipay',
  wechat: 'wechat',
  bankTransfer: 'bank',
  paypal: 'paypal',
  balance: 'balance',
} as const

export const RECHARGE_STATUS = {
  pendingPayment: '1',
  underReview: '2',
  succeeded: '3',
  failed: '4',
  closed: '5',
} as const

export const SALE_REFUND_STATUS = {
  pending: '1',
  processing: '2',
  refunded: '3',
  rejected: '4',
  cancelled: '5',
  failed: '6',
} as const

export const NOT_PURCHASE_REASON = {
  outOfStock: '1',
  cancelledByBuyer: '2',
  undeliverableAddress: '3',
  abnormalPrice: '4',
  duplicateOrder: '5',
  riskControl: '6',
  other: '99',
} as const

/** DEFAULT_BUSINESS_PLATFORM (1) is cross-border. */
export const BUSINESS_PLATFORM = {
  crossBorder: '1',
  domestic: '2',
  independentStore: '3',
} as const

/** Order sources: the nine channels plus orders made by hand or imported from a file. */
export const SALE_ORDER_SOURCE_EXTRA = { manual: 'manual', import: 'import' } as const

/** Keys of SALE_ORDER_SPEC_MAP (a JSON string { key: label } in the caller's language). */
export const SALE_ORDER_SPEC_KEYS = ['color', 'size'] as const

export const EXPRESS_SCOPES = ['internal', 'external'] as const
export type ExpressScope = (typeof EXPRESS_SCOPES)[number]
