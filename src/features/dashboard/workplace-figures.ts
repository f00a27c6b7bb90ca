// The workplace's figure tiles from the summary: what to show and whether it needs attention.
import type { WorkplaceSummary } from '../../contract/reports'

export interface DayComparison {
  value: number
  /** The whole of yesterday (shown beside the figure). */
  yesterday: number
  /** Relative change against yesterday until the same time of day; null when that had none. */
  change: number | null
}

export const compareDays = (value: number, yesterday: number, yesterdaySoFar = yesterday): DayComparison => ({
  value,
  yesterday,
  change: yesterdaySoFar === 0 ? null : (value - yesterdaySoFar) / yesterdaySoFar,
})

export function workplaceTiles(summary: WorkplaceSummary) {
  const orders = summary.orders
  return {
    todayOrders: orders
      ? compareDays(orders.today.orders, orders.yesterday.orders, orders.yesterdaySoFar.orders)
      : null,
    todaySales: orders ? compareDays(orders.today.amount, orders.yesterday.amount, orders.yesterdaySoFar.amount) : null,
    toShip: orders ? { count: orders.toShip, overdue: orders.overdue, urgent: orders.overdue > 0 } : null,
    refunds: summary.refunds ? { pending: summary.refunds.pending, urgent: summary.refunds.pending > 0 } : null,
  }
}

/** yyyy-mm-dd of a date in the browser's time zone (the order list's date filters). */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
