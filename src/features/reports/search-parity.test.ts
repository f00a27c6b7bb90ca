// The review and payment list URLs parse exactly as the contract's zod filters did.
import { describe, it } from 'vitest'
import { z } from 'zod'
import { PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { goodsCommentListSchema, salePaymentListSchema } from '../../contract/orders'
import { expectSameAsZod, zodListSearch } from '../../lib/testing/search-parity'
import { parseCommentSearch } from './comment-search'
import { parsePaymentSearch } from './payment-search'

const pageNo = z.coerce.number().int().min(1).optional()
const pageSize = z.coerce
  .number()
  .int()
  .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
  .optional()
const paging = { pageNo: ['1', '2', 3], pageSize: ['10', '20', 50, '7'], sortOrder: ['ascend', 'descend'] }

describe('report list URL parsers match the contract schemas', () => {
  it('reviews', () => {
    const { rating, channel, shopId, createdFrom, createdTo, keyword, sortField } = goodsCommentListSchema.shape
    const recommended = z
      .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
      .optional()
    const shape = {
      ...{ rating, channel, shopId, recommended, createdFrom, createdTo, keyword, sortField },
      ...{ sortOrder: sortOrderSchema.optional(), pageNo, pageSize },
    }
    expectSameAsZod(parseCommentSearch, (raw) => zodListSearch(shape, raw), {
      ...paging,
      rating: ['1', '5', 6, '0'],
      channel: ['ozon', 'ebay'],
      shopId: ['shop-1'],
      recommended: ['true', 'false', true],
      createdFrom: ['2026-01-01'],
      createdTo: ['2026-02-30'],
      keyword: ['great'],
      sortField: ['createdAt', 'rating', 'id'],
    })
  })

  it('payments', () => {
    const { channel, shopId, payPlatform, paidFrom, paidTo, keyword, sortField } = salePaymentListSchema.shape
    const exported = z
      .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
      .optional()
    const shape = {
      ...{ channel, shopId, payPlatform, paidFrom, paidTo, exported, keyword, sortField },
      ...{ sortOrder: sortOrderSchema.optional(), pageNo, pageSize },
    }
    expectSameAsZod(parsePaymentSearch, (raw) => zodListSearch(shape, raw), {
      ...paging,
      channel: ['shopee', 'x'],
      shopId: ['shop-1'],
      payPlatform: ['paypal', 'x'.repeat(70)],
      paidFrom: ['2026-01-01'],
      paidTo: ['2026-13-01'],
      exported: ['true', 'false', true, false],
      keyword: ['P-1'],
      sortField: ['paidAt', 'amount', 'createdAt'],
    })
  })
})
