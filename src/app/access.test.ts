import { describe, expect, it } from 'vitest'
import type { PermissionKey } from '../contract/permissions'
import { decideAccess } from './access'
import { HOME_PATH, landingFor, MANUFACTURER_HOME, TEAM_MEMBER_HOME } from './landing'
import { derivedWith, SELLER_KEYS, STAFF_KEYS } from './test-support/demo-roles'

const owner = { id: 'd1', did: 'd1', type: 0 }
const member = { id: 'u7', did: 'd1', type: 0 }
const factory = { id: 'f1', did: 'd1', type: 1 }

describe('landing rules', () => {
  it('sends the main layout to the workplace', () => {
    expect(landingFor('/', owner)).toBe(HOME_PATH)
    expect(landingFor(HOME_PATH, owner)).toBeUndefined()
    expect(landingFor('/sale/order', owner)).toBeUndefined()
  })

  it('sends a team member (id ≠ did) landing on / to the common materials', () => {
    expect(landingFor('/', member)).toBe(TEAM_MEMBER_HOME)
    // Only '/' is a landing point for them: the workplace itself stays open.
    expect(landingFor(HOME_PATH, member)).toBeUndefined()
  })

  it('sends a type 1 account from / or the workplace to the global factories', () => {
    expect(landingFor('/', factory)).toBe(MANUFACTURER_HOME)
    expect(landingFor(HOME_PATH, factory)).toBe(MANUFACTURER_HOME)
    expect(landingFor('/', { ...factory, id: 'd1' })).toBe(MANUFACTURER_HOME)
  })
})

describe('access decision', () => {
  const seller = derivedWith(SELLER_KEYS)
  const staff = derivedWith(STAFF_KEYS)

  it('redirects the landing points', () => {
    expect(decideAccess('/', owner, seller)).toEqual({ kind: 'redirect', to: HOME_PATH })
    expect(decideAccess('/', member, staff)).toEqual({ kind: 'redirect', to: TEAM_MEMBER_HOME })
    expect(decideAccess(HOME_PATH, factory, seller)).toEqual({ kind: 'redirect', to: MANUFACTURER_HOME })
  })

  it('takes the first menu entry when the landing page is out of reach', () => {
    const keys: PermissionKey[] = ['sale', 'sale_order']
    expect(decideAccess('/', owner, derivedWith(keys))).toEqual({ kind: 'redirect', to: '/sale/order' })
    // A factory without the factories list stays on the workplace it may open.
    const factoryKeys = derivedWith(['dashboard', 'workplace'])
    expect(decideAccess(HOME_PATH, factory, factoryKeys).kind).toBe('allow')
  })

  it('allows permitted routes, with parameters', () => {
    expect(decideAccess('/sale/order', owner, staff).kind).toBe('allow')
    const detail = decideAccess('/distribution/manufacturer/product/detail/9', owner, seller)
    expect(detail.kind === 'allow' && detail.match.params).toEqual({ id: '9' })
  })

  it('refuses a route the user lacks a key for, including a key of a group above it', () => {
    expect(decideAccess('/sale/refund', member, staff)).toEqual({ kind: 'forbidden' })
    // Staff holds express_list but not the Supply group's key.
    expect(decideAccess('/express/list', member, staff)).toEqual({ kind: 'forbidden' })
  })

  it('lets a route through when any of its menu places is permitted', () => {
    const supplier = derivedWith(['distribution', 'distribution_supplier_product', 'product_list'])
    expect(decideAccess('/product/list', member, supplier).kind).toBe('allow')
  })

  it('opens the first permitted child of a group that owns a URL', () => {
    expect(decideAccess('/account/settings', owner, seller)).toEqual({
      kind: 'redirect',
      to: '/account/settings/base',
    })
    const supplier = derivedWith([
      'distribution',
      'distribution_supplier_product',
      'distribution_supplier_product_list',
    ])
    expect(decideAccess('/distribution/supplier/product/manage', member, supplier)).toEqual({
      kind: 'redirect',
      to: '/distribution/supplier/product/list',
    })
  })

  it('reports unknown paths as not found', () => {
    expect(decideAccess('/no/such/page', owner, seller)).toEqual({ kind: 'not-found' })
  })
})
