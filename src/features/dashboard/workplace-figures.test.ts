import { describe, expect, it } from 'vitest'
import { compareDays, localDay, workplaceTiles } from './workplace-figures'

describe('workplace tiles', () => {
  it('compares today with yesterday at the same time and flags overdue shipments and waiting refunds', () => {
    const tiles = workplaceTiles({
      currency: 'CNY',
      at: '2026-11-22T08:00:00.000Z',
      orders: {
        today: { orders: 6, amount: 1200 },
        yesterday: { orders: 9, amount: 2000 },
        yesterdaySoFar: { orders: 4, amount: 1500 },
        toShip: 9,
        overdue: 2,
      },
      refunds: { pending: 0 },
    })
    // Today so far against yesterday until the same time; the whole of yesterday is shown beside.
    expect(tiles.todayOrders).toEqual({ value: 6, yesterday: 9, change: 0.5 })
    expect(tiles.todaySales?.change).toBeCloseTo(-0.2)
    expect(tiles.toShip).toEqual({ count: 9, overdue: 2, urgent: true })
    expect(tiles.refunds).toEqual({ pending: 0, urgent: false })
  })

  it('leaves out the sections the role may not see', () => {
    const tiles = workplaceTiles({ currency: 'CNY', at: '', orders: null, refunds: null })
    expect(tiles).toEqual({ todayOrders: null, todaySales: null, toShip: null, refunds: null })
    expect(compareDays(3, 0).change).toBeNull()
    expect(localDay(new Date(2026, 0, 5))).toBe('2026-01-05')
  })
})
