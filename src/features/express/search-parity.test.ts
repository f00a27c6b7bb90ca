// The shipping list URL parses exactly as the contract's zod filter did.
import { describe, it } from 'vitest'
import { z } from 'zod'
import { PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { shippingListSchema } from '../../contract/platform-sync'
import { expectSameAsZod, zodListSearch } from '../../lib/testing/search-parity'
import { parseShippingSearch, SHIPPING_TABS } from './shipping-search'

describe('shipping list URL parser', () => {
  it('matches the contract schema', () => {
    const { expressCode, shippedFrom, shippedTo, channel, keyword } = shippingListSchema.shape
    const shape = {
      tab: z.enum(SHIPPING_TABS).optional(),
      ...{ expressCode, shippedFrom, shippedTo, channel, keyword },
      pageNo: z.coerce.number().int().min(1).optional(),
      pageSize: z.coerce
        .number()
        .int()
        .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
        .optional(),
      sortOrder: sortOrderSchema.optional(),
    }
    const reference = (raw: Record<string, unknown>) => {
      const search = zodListSearch(shape, raw)
      if (search.tab === 'shipments') delete search.tab
      return search
    }
    expectSameAsZod(parseShippingSearch, reference, {
      tab: ['shipments', 'companies', 'other'],
      expressCode: ['SF', 'x'.repeat(33), ' '],
      shippedFrom: ['2026-01-01'],
      shippedTo: ['2026-04-31'],
      channel: ['tiktok', 'x'],
      keyword: ['T-1'],
      pageNo: ['1', 2],
      pageSize: ['10', 100, '7'],
      sortOrder: ['ascend', 'descend'],
    })
  })
})
