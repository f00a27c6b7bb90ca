import { describe, expect, it } from 'vitest'
import { nextShippingSearch, parseShippingSearch, shipmentRequest } from './shipping-search'

describe('shipping list URL', () => {
  it('keeps valid filters, drops bad ones and defaults', () => {
    expect(
      parseShippingSearch({ expressCode: 'DHL', shippedFrom: 'soon', channel: 'ebay', pageNo: 1, tab: 'shipments' }),
    ).toEqual({
      expressCode: 'DHL',
    })
  })
  it('a filter change goes back to the first page; the request is newest shipment first', () => {
    const next = nextShippingSearch({ pageNo: 3, keyword: 'a' }, { expressCode: 'SF' })
    expect(next).toEqual({ keyword: 'a', expressCode: 'SF' })
    expect(shipmentRequest(next)).toMatchObject({
      pageNo: 1,
      pageSize: 10,
      sortField: 'shippedAt',
      sortOrder: 'descend',
      expressCode: 'SF',
    })
  })
})
