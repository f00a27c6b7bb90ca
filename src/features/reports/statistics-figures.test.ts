import { describe, expect, it } from 'vitest'
import { monthFigures } from './month-figures'
import { figure, headlineFigures, toMajor } from './statistics-figures'

const period = (orders: number, amount: number, countedOrders: number, refundedOrders: number) => ({
  orders,
  amount,
  countedOrders,
  refundedOrders,
  refundAmount: 0,
})

describe('headline figures of a period against the one before', () => {
  it('computes average order value over counted orders and the refund rate, with their changes', () => {
    const figures = headlineFigures({
      totals: { ...period(12, 100_000, 10, 2), toShip: 0, refundsPending: 0 },
      previous: { from: '2026-01-01', to: '2026-01-07', ...period(8, 40_000, 8, 1) },
    })
    expect(figures.orders).toEqual({ value: 12, previous: 8, change: 0.5 })
    expect(figures.amount.change).toBe(1.5)
    expect(figures.averageOrder).toEqual({ value: 10_000, previous: 5_000, change: 1 })
    expect(figures.refundRate.value).toBeCloseTo(0.2)
    expect(figures.refundRate.previous).toBeCloseTo(0.125)
    expect(figures.refundRate.change).toBeCloseTo(0.6)
  })

  it('has no change when the previous period is empty, and no division by zero', () => {
    const figures = headlineFigures({
      totals: { ...period(3, 900, 0, 0), toShip: 0, refundsPending: 0 },
      previous: { from: 'a', to: 'b', ...period(0, 0, 0, 0) },
    })
    expect(figures.orders.change).toBeNull()
    expect(figures.averageOrder.value).toBe(0)
    expect(figures.refundRate).toEqual({ value: 0, previous: 0, change: null })
    expect(figure(5, 10).change).toBe(-0.5)
    expect(toMajor(12345)).toBe(123.45)
  })
})

describe('month figures', () => {
  it('compares this month with the last and averages over counted orders', () => {
    const result = monthFigures({
      currency: 'CNY',
      months: [
        { month: '2026-10', orders: 10, amount: 5000 },
        { month: '2026-11', orders: 15, amount: 6000 },
      ],
      totals: { orders: 25, amount: 11_000, countedOrders: 22 },
    })
    expect(result.thisMonth.orders).toEqual({ value: 15, previous: 10, change: 0.5 })
    expect(result.thisMonth.amount.change).toBeCloseTo(0.2)
    expect(result.averageOrder).toBe(500)
  })
})
