import { describe, expect, it } from 'vitest'
import { SALE_ORDER_STATUS as S, SALE_REFUND_STATUS } from '../../contract/config-values'
import type { SaleOrderStatus, SaleRefundRow } from '../../contract/orders'
import { allowedOrderActions, refundableAmount } from './order-actions'

const everything = () => true
const order = (status: SaleOrderStatus, extra: Partial<Parameters<typeof allowedOrderActions>[0]> = {}) => ({
  status,
  accepted: false,
  lineCount: 2,
  paidAt: status === S.pendingPayment ? null : '2026-01-01T00:00:00Z',
  totalAmount: 10_000,
  refunds: [] as SaleRefundRow[],
  ...extra,
})
const refund = (amount: number, status: string) => ({ amount, status }) as SaleRefundRow

describe('actions offered per order state', () => {
  it('a paid order waiting to ship can be shipped, accepted, split, delayed, cancelled and refunded', () => {
    expect(allowedOrderActions(order(S.toShip), everything)).toEqual([
      'ship',
      'accept',
      'split',
      'delay',
      'cancel',
      'refund',
    ])
  })

  it('an unpaid order cannot be shipped, accepted or refunded', () => {
    expect(allowedOrderActions(order(S.pendingPayment), everything)).toEqual(['split', 'delay', 'cancel'])
  })

  it('an unpaid storefront order offers the shop to confirm its payment; a channel’s order does not', () => {
    expect(allowedOrderActions(order(S.pendingPayment, { confirmsPayment: true }), everything)).toEqual([
      'pay',
      'split',
      'delay',
      'cancel',
    ])
    expect(allowedOrderActions(order(S.toShip, { confirmsPayment: true }), everything)).not.toContain('pay')
    expect(
      allowedOrderActions(order(S.pendingPayment, { confirmsPayment: true }), (check) => check !== 'sale_order.edit'),
    ).toEqual([])
  })

  it('an accepted order is locked against splitting and accepting again', () => {
    expect(allowedOrderActions(order(S.toShip, { accepted: true }), everything)).toEqual([
      'ship',
      'delay',
      'cancel',
      'refund',
    ])
  })

  it('a single-piece order cannot be split; one line of several pieces can, by quantity', () => {
    expect(allowedOrderActions(order(S.toShip, { lineCount: 1, itemCount: 1 }), everything)).not.toContain('split')
    expect(allowedOrderActions(order(S.toShip, { lineCount: 1, itemCount: 3 }), everything)).toContain('split')
  })

  it('shipped and completed orders only take refunds', () => {
    expect(allowedOrderActions(order(S.shipped), everything)).toEqual(['refund'])
    expect(allowedOrderActions(order(S.completed), everything)).toEqual(['refund'])
  })

  it('cancelled or rejected orders offer nothing, delay included', () => {
    expect(allowedOrderActions(order(S.cancelled), everything)).toEqual([])
    expect(allowedOrderActions(order(S.rejected), everything)).toEqual([])
  })

  it('a fully refunded order offers no further refund', () => {
    const refunded = order(S.completed, {
      refunds: [refund(6_000, SALE_REFUND_STATUS.refunded), refund(4_000, SALE_REFUND_STATUS.pending)],
    })
    expect(allowedOrderActions(refunded, everything)).toEqual([])
    // Rejected and cancelled requests give their amount back.
    expect(refundableAmount({ totalAmount: 10_000, refunds: [refund(9_000, SALE_REFUND_STATUS.rejected)] })).toBe(
      10_000,
    )
  })

  it('permissions narrow what the state allows', () => {
    const viewOnly = (check: string) => check === 'sale_refund.add'
    expect(allowedOrderActions(order(S.toShip), viewOnly)).toEqual(['refund'])
    expect(allowedOrderActions(order(S.toShip), () => false)).toEqual([])
  })
})
