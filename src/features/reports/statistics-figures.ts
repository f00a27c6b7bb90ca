// The headline figures of a period beside the previous one: orders, sales, average order value
// and refund rate, each with its change (null when the previous period had nothing to compare).
import type { SaleStatistics } from '../../contract/orders'

export interface Figure {
  value: number
  previous: number
  /** (value − previous) / previous, or null when previous is 0. */
  change: number | null
}

export interface HeadlineFigures {
  orders: Figure
  amount: Figure
  /** Minor units per counted order (not cancelled or rejected). */
  averageOrder: Figure
  /** Share (0–1) of counted orders with a refund paid out. */
  refundRate: Figure
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0)

export function figure(value: number, previous: number): Figure {
  return { value, previous, change: previous === 0 ? null : (value - previous) / previous }
}

export function headlineFigures(stats: Pick<SaleStatistics, 'totals' | 'previous'>): HeadlineFigures {
  const now = stats.totals
  const before = stats.previous
  return {
    orders: figure(now.orders, before.orders),
    amount: figure(now.amount, before.amount),
    averageOrder: figure(
      Math.round(ratio(now.amount, now.countedOrders)),
      Math.round(ratio(before.amount, before.countedOrders)),
    ),
    refundRate: figure(
      ratio(now.refundedOrders, now.countedOrders),
      ratio(before.refundedOrders, before.countedOrders),
    ),
  }
}

/** Money series for a chart: minor units → major units of CNY. */
export const toMajor = (minor: number) => Math.round(minor) / 100

/** Axis and tooltip numbers: grouped, and compact past ten thousand (1.2M, 12万). */
export function chartNumber(locale: string) {
  const intl = locale === 'zh-cn' ? 'zh-CN' : 'en'
  const plain = new Intl.NumberFormat(intl, { maximumFractionDigits: 2 })
  const compact = new Intl.NumberFormat(intl, { notation: 'compact', maximumFractionDigits: 1 })
  return (value: number) => (Math.abs(value) >= 10_000 ? compact.format(value) : plain.format(value))
}
