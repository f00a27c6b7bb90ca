import { describe, expect, it } from 'vitest'
import { commentListRequest, parseCommentSearch } from './comment-search'
import { parsePaymentSearch, paymentFilter } from './payment-search'
import { parseStatisticsSearch, statisticsRange } from './statistics-period'

describe('review list URL', () => {
  it('keeps valid filters, reads "true"/"false" as booleans and drops bad values', () => {
    expect(
      parseCommentSearch({
        rating: '5',
        recommended: 'false',
        channel: 'ozon',
        createdFrom: '2026-01-01',
        pageSize: 7,
      }),
    ).toEqual({ rating: 5, recommended: false, channel: 'ozon', createdFrom: '2026-01-01' })
    expect(parseCommentSearch({ rating: 9, recommended: 'maybe', channel: 'ebay' })).toEqual({})
    expect(commentListRequest({ recommended: true })).toMatchObject({
      recommended: true,
      pageNo: 1,
      sortField: 'createdAt',
      sortOrder: 'descend',
    })
  })
})

describe('payment records URL', () => {
  it('separates the filter (totals, export) from sort and paging', () => {
    const search = parsePaymentSearch({ payPlatform: 'paypal', paidFrom: '2026-01-01', pageNo: 3, sortField: 'amount' })
    expect(paymentFilter(search)).toEqual({ payPlatform: 'paypal', paidFrom: '2026-01-01' })
  })
})

describe('statistics period', () => {
  const today = new Date(2026, 10, 22, 15, 0)
  it('defaults to the last 30 days ending today; presets 7 and 90', () => {
    expect(statisticsRange({}, today)).toEqual({ from: '2026-10-24', to: '2026-11-22' })
    expect(statisticsRange(parseStatisticsSearch({ days: '7' }), today)).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    })
    expect(parseStatisticsSearch({ days: 12 })).toEqual({})
  })

  it('takes a custom range only when complete, ordered and at most 366 days', () => {
    expect(parseStatisticsSearch({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    })
    expect(parseStatisticsSearch({ from: '2026-02-01', to: '2026-01-01' })).toEqual({})
    expect(parseStatisticsSearch({ from: '2024-01-01', to: '2026-01-01' })).toEqual({})
    expect(parseStatisticsSearch({ from: '2026-01-01' })).toEqual({})
  })
})
