// The goods list URL parses exactly as the contract's zod filter did (no zod on the first page).
import { describe, it } from 'vitest'
import { z } from 'zod'
import { PAGE_SIZE_OPTIONS } from '../../contract/constants'
import { sortOrderSchema } from '../../contract/envelope'
import { GOODS_SORT_FIELDS, goodsFilterSchema } from '../../contract/goods'
import { expectSameAsZod, zodListSearch } from '../../lib/testing/search-parity'
import { parseGoodsSearch } from './goods-search'

describe('goods list URL parser', () => {
  it('matches the contract schema', () => {
    // A URL carries "true"/"false" as text; the list's parser reads them as the booleans the server takes.
    const recommended = z
      .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
      .optional()
    const shape = goodsFilterSchema.omit({ isNew: true }).extend({
      recommended,
      pageNo: z.coerce.number().int().min(1).optional(),
      pageSize: z.coerce
        .number()
        .int()
        .refine((size) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(size))
        .optional(),
      sortField: z.enum(GOODS_SORT_FIELDS).optional(),
      sortOrder: sortOrderSchema.optional(),
      goodsId: z.string().trim().max(64).optional(),
    }).shape
    expectSameAsZod(parseGoodsSearch, (raw) => zodListSearch(shape, raw), {
      pageNo: ['1', '2', 3],
      pageSize: ['10', '20', 50, '7'],
      sortOrder: ['ascend', 'descend'],
      status: ['draft', 'on_sale', 'off_shelf', 'banned', 'gone'],
      shopId: ['shop-1', 'x'.repeat(65)],
      channel: ['amazon', 'ebay'],
      brandId: ['b-1'],
      categoryId: ['c-1'],
      recommended: ['true', 'false', true, false],
      keyword: ['mug'],
      sortField: [...GOODS_SORT_FIELDS, 'stock'],
      goodsId: ['g-1', ''],
    })
  })
})
