// Call paths the signed-in layout uses on every screen (the header's cart count, the jobs
// indicator, the account's language) and the workplace's figures, kept apart from their contract
// modules, which build zod schemas when loaded: the layout is a first screen, and a path constant
// imported from such a module brought zod along (≈ 90 KiB minified, issue 21). Those modules
// re-export these, so other code imports as before. The offline code's paths are in
// offline-paths.ts. build/first-screen-chunks.ts stops the build when zod reaches a light chunk.

export const JOB_PATHS = {
  detail: '/jobs/detail',
  active: '/jobs/active',
  cancel: '/jobs/cancel',
} as const

/** Purchasing's call paths (under /dis/ts). */
export const PURCHASE_PATHS = {
  detail: (purchaseId: string) => `/purchase/order/detail/${encodeURIComponent(purchaseId)}`,
  create: '/purchase/order/create',
  pay: '/purchase/order/pay',
  cancel: '/purchase/order/cancel',
  accept: '/purchase/order/accept',
  ship: '/purchase/order/ship',
  reject: '/purchase/order/reject',
  refund: '/purchase/order/refund',
  cart: '/purchase/cart/list',
  cartCount: '/purchase/cart/count',
  cartAdd: '/purchase/cart/add',
  cartUpdate: '/purchase/cart/update',
  cartRemove: '/purchase/cart/remove',
} as const

/** The account's language, reported by the layout when it changed (SMS notices are written in it). */
export const ACCOUNT_LOCALE_PATH = '/team/preferences/locale'

/** Named report sources (under /dis/ts/ds/): the workplace's figures are a first screen's call. */
export const REPORT_SOURCES = {
  workplace: 'workplace_summary',
  statusCount: 'sale_order_status_count',
  paymentSummary: 'sale_payment_summary',
  goodsCloud: 'analysis_goods_cloud',
} as const
