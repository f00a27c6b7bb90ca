// Headline figures of the month bars: this month against the last, and the whole window.
import type { MonthBar } from '../../contract/reports'
import { type Figure, figure } from './statistics-figures'

export interface MonthFigures {
  thisMonth: { orders: Figure; amount: Figure }
  total: MonthBar['totals']
  /** Sales per counted order (not cancelled or rejected) over the window. */
  averageOrder: number
}

export function monthFigures(bar: MonthBar): MonthFigures {
  const current = bar.months.at(-1) ?? { orders: 0, amount: 0 }
  const before = bar.months.at(-2) ?? { orders: 0, amount: 0 }
  return {
    thisMonth: { orders: figure(current.orders, before.orders), amount: figure(current.amount, before.amount) },
    total: bar.totals,
    averageOrder: bar.totals.countedOrders > 0 ? Math.round(bar.totals.amount / bar.totals.countedOrders) : 0,
  }
}
