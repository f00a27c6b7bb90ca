import { describe, expect, it } from 'vitest'
import * as finance from '../contract/finance'
import * as goods from '../contract/goods'
import * as materials from '../contract/materials'
import * as orderImport from '../contract/order-import'
import * as orders from '../contract/orders'
import * as production from '../contract/production'
import * as purchasing from '../contract/purchasing'
import * as settlement from '../contract/settlement'
import * as shops from '../contract/shops'
import * as supply from '../contract/supply'
import * as copies from './url-enums'

describe('URL enum copies', () => {
  it('hold exactly the contract values, in order', () => {
    const contract = {
      ...orders,
      ...goods,
      ...materials,
      ...orderImport,
      ...finance,
      ...purchasing,
      ...settlement,
      ...shops,
      ...supply,
      ...production,
    }
    for (const [name, value] of Object.entries(copies)) {
      expect(value, name).toEqual(contract[name as keyof typeof contract])
    }
  })
})
