// The order and refund list URLs parse exactly as the contract's zod filters did (no zod on the first page).
import { describe, it } from 'vitest'
import { z } from 'zod'
import { PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { SALE_ORDER_SORT_FIELDS, saleOrderFilterSchema, saleRefundListSchema } from '../../contract/orders'
import { expectSameAsZod, zodListSearch } from '../../lib/testing/search-parity'
import { parseOrderSearch } from './order-search'
import { parseRefundSearch } from './refund-search'

const pageNo = z.coerce.number().int().min(1).optional()
const pageSize = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
  .optional()
const paging = { pageNo: ['1', '2', 3], pageSize: ['10', '20', 50, '100', '7'], sortOrder: ['ascend', 'descend'] }

describe('list URL parsers match the contract schemas', () => {
  it('orders', () => {
    const shape = saleOrderFilterSchema.extend({
      pageNo,
      pageSize,
      sortField: z.enum(SALE_ORDER_SORT_FIELDS).optional(),
      sortOrder: sortOrderSchema.optional(),
    }).shape
    expectSameAsZod(parseOrderSearch, (raw) => zodListSearch(shape, raw), {
      ...paging,
      status: ['1', '2', '3', '9', 3],
      source: ['manual', 'import', 'shopee'],
      shopId: ['shop-1', 'x'.repeat(64), 'x'.repeat(65)],
      channel: ['shopee', 'ozon', 'ebay'],
      createdFrom: ['2026-01-01', '2026-13-01'],
      createdTo: ['2026-01-31'],
      paidFrom: ['2024-02-29'],
      paidTo: ['2025-02-29'],
      keyword: ['SF123', 'x'.repeat(100)],
      sortField: [...SALE_ORDER_SORT_FIELDS, 'id'],
    })
  })

  it('refunds', () => {
    const { status, type, channel, shopId, createdFrom, createdTo, keyword, sortField } = saleRefundListSchema.shape
    const shape = {
      status,
      type,
      channel,
      shopId,
      createdFrom,
      createdTo,
      keyword,
      sortField,
      sortOrder: sortOrderSchema.optional(),
      pageNo,
      pageSize,
    }
    expectSameAsZod(parseRefundSearch, (raw) => zodListSearch(shape, raw), {
      ...paging,
      status: ['1', '2', '5', 2],
      type: ['refund_only', 'return_refund', 'exchange', 'other'],
      channel: ['tiktok', 'wm'],
      shopId: ['shop-1', 'x'.repeat(65)],
      createdFrom: ['2026-10-01', '2026-02-30'],
      createdTo: ['2024-02-29', '2025-02-29'],
      keyword: ['R-1'],
      sortField: ['createdAt', 'amount', 'updatedAt', 'paidAt'],
    })
  })
})
