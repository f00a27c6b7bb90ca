import { describe, expect, it } from 'vitest'
import { type BulkShipRow, bulkShipItems, validateBulkShip } from './bulk-ship-form'

const row = (orderId: string, expressCode: string, trackingNo: string): BulkShipRow => ({
  orderId,
  orderNo: `SO-${orderId}`,
  version: 1,
  expressCode,
  trackingNo,
})

describe('bulk ship form', () => {
  it('accepts rows with an express company and a valid tracking number', () => {
    expect(validateBulkShip([row('a', 'SF', 'SF1234567'), row('b', 'YTO', ' YT-9988 ')])).toEqual({})
  })

  it('needs an express company and a tracking number on every row', () => {
    expect(validateBulkShip([row('a', '', ''), row('b', 'SF', 'SF1234567')])).toEqual({
      a: { expressCode: 'required', trackingNo: 'required' },
    })
  })

  it('rejects tracking numbers that are too short, too long or have other characters', () => {
    const errors = validateBulkShip([row('a', 'SF', 'abc'), row('b', 'SF', 'X'.repeat(41)), row('c', 'SF', 'SF 123!')])
    expect(errors).toEqual({ a: { trackingNo: 'format' }, b: { trackingNo: 'format' }, c: { trackingNo: 'format' } })
  })

  it('flags the same tracking number typed on two orders', () => {
    expect(validateBulkShip([row('a', 'SF', 'SF1234567'), row('b', 'SF', 'sf1234567')])).toEqual({
      a: { trackingNo: 'duplicate' },
      b: { trackingNo: 'duplicate' },
    })
  })

  it('sends trimmed items with the version each row was based on', () => {
    expect(bulkShipItems([row('a', 'SF', '  SF1234567 ')])).toEqual([
      { orderId: 'a', expressCode: 'SF', trackingNo: 'SF1234567', version: 1 },
    ])
  })
})
