import { describe, expect, it } from 'vitest'
import {
  canChangeGoodsStatus,
  commonNextStatuses,
  GOODS_STATUSES,
  goodsStatusItems,
  goodsStatusSchema,
  PRODUCT_RULES,
  productSaveSchema,
  ruleOfIssue,
  SELLER_TARGET_STATUSES,
} from './goods'

describe('goods status model', () => {
  it('lets the seller sell, shelve, re-list and delete, but never ban or un-ban or revive', () => {
    expect(canChangeGoodsStatus('draft', 'on_sale')).toBe(true)
    expect(canChangeGoodsStatus('on_sale', 'off_shelf')).toBe(true)
    expect(canChangeGoodsStatus('off_shelf', 'on_sale')).toBe(true)
    expect(canChangeGoodsStatus('on_sale', 'deleted')).toBe(false)
    expect(canChangeGoodsStatus('banned', 'on_sale')).toBe(false)
    expect(canChangeGoodsStatus('banned', 'deleted')).toBe(true)
    for (const from of GOODS_STATUSES) {
      expect(canChangeGoodsStatus(from, from)).toBe(false)
      expect(canChangeGoodsStatus(from, 'banned')).toBe(false)
      expect(canChangeGoodsStatus('deleted', from)).toBe(false)
    }
    expect(SELLER_TARGET_STATUSES).not.toContain('banned')
  })

  it('a bulk change offers only what every selected goods allows', () => {
    expect(commonNextStatuses(['draft', 'off_shelf'])).toEqual(['on_sale', 'deleted'])
    expect(commonNextStatuses(['draft', 'on_sale'])).toEqual([])
    expect(commonNextStatuses([])).toEqual([])
  })

  it('reads one goods or many, each with the version it was based on, once each', () => {
    expect(goodsStatusItems(goodsStatusSchema.parse({ status: 'on_sale', id: 'a', version: 3 }))).toEqual([
      { id: 'a', version: 3 },
    ])
    expect(
      goodsStatusItems(goodsStatusSchema.parse({ status: 'on_sale', ids: ['a', 'b', 'a'], versions: { b: 2 } })),
    ).toEqual([
      { id: 'a', version: undefined },
      { id: 'b', version: 2 },
    ])
    expect(goodsStatusSchema.safeParse({ status: 'on_sale' }).success).toBe(false)
    expect(goodsStatusSchema.safeParse({ status: 'on_sale', id: 'a', ids: ['b'] }).success).toBe(false)
  })
})

describe('product model rules (SPEC.md §5)', () => {
  const valid = {
    categoryId: 'c',
    title: 'Tee',
    weight: 20000,
    minPrice: 1,
    maxPrice: 2,
    minQuantity: 1,
    specs: [{ color: '#FFFFFF', size: 'M', price: 1, cost: 1 }],
    sides: [{ name: 'Front', width: 1, height: 1, x: 0, y: 0, zoom: 100 }],
  }
  const rules = (value: unknown) => {
    const result = productSaveSchema.safeParse(value)
    return result.success ? [] : result.error.issues.map((issue) => ruleOfIssue(issue))
  }

  it('accepts 20 kg and zoom 1–100', () => {
    expect(rules(valid)).toEqual([])
    expect(rules({ ...valid, sides: [{ ...valid.sides[0], zoom: 1 }] })).toEqual([])
  })

  it('names the weight, zoom and price/quantity rules', () => {
    expect(rules({ ...valid, weight: 20001 })).toEqual([PRODUCT_RULES.weight])
    expect(rules({ ...valid, sides: [{ ...valid.sides[0], zoom: 0 }] })).toEqual([PRODUCT_RULES.zoom])
    expect(rules({ ...valid, sides: [{ ...valid.sides[0], zoom: 101 }] })).toEqual([PRODUCT_RULES.zoom])
    expect(rules({ ...valid, minPrice: null, minQuantity: undefined })).toEqual([
      PRODUCT_RULES.priceRequired,
      PRODUCT_RULES.priceRequired,
    ])
    expect(rules({ ...valid, minPrice: 3 })).toEqual([PRODUCT_RULES.priceOrder])
  })
})
