import { i18n, type MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { PermissionKey } from '../contract/permissions'
import { buildMenu, menuLeaves } from './menu'
import { MENU_ROUTES } from './route-table'
import { derivedWith, SELLER_KEYS, STAFF_KEYS } from './test-support/demo-roles'

i18n.loadAndActivate({ locale: 'en', messages: {} })
const titles = (nodes: { title: MessageDescriptor }[]) => nodes.map((node) => i18n._(node.title))

describe('menu per role', () => {
  it('shows a seller with every key every group of the table', () => {
    const menu = buildMenu(derivedWith(SELLER_KEYS))
    expect(menu.map((node) => node.key)).toEqual(MENU_ROUTES.map((node) => node.key))
    // All nine channels under Listing, each with its visible entries.
    const listing = menu.find((node) => node.key === 'group:listing')
    // …and product code management (issue 19), a listing screen of its own.
    expect(listing?.children).toHaveLength(10)
  })

  it('shows a staff member only the entries their keys open', () => {
    const menu = buildMenu(derivedWith(STAFF_KEYS))
    // By daily use: orders and goods before materials and resources.
    expect(titles(menu)).toEqual(['Dashboard', 'Orders', 'Creation', 'Materials', 'Resources', 'Mine'])
    const paths = menuLeaves(menu).map(({ node }) => node.path)
    expect(paths).toEqual([
      '/dashboard/workplace',
      '/dis/test/home',
      '/sale/order',
      '/goods/list',
      '/dis/mi/',
      '/material/upload',
      '/material/list',
      '/material/font/list',
      '/material/category',
      '/material/public/list',
      '/material/common/list',
      '/manual-sync/sale-order',
      '/account/settings',
    ])
    // Every guarded entry on the way is guarded by a key the staff role holds.
    for (const { node, groups } of menuLeaves(menu)) {
      for (const key of [node, ...groups].flatMap((entry) => entry.permission ?? [])) {
        expect(STAFF_KEYS).toContain(key)
      }
    }
  })

  it('drops a group when nothing inside it is permitted', () => {
    const keys: PermissionKey[] = ['platform', 'platform_lazada']
    const listing = buildMenu(derivedWith(keys)).find((node) => node.key === 'group:listing')
    expect(listing?.children?.map((node) => node.key)).toEqual(['group:channel-lazada'])
    expect(buildMenu(derivedWith(['platform'])).some((node) => node.key === 'group:listing')).toBe(false)
  })

  it('turns a group whose children are all hidden into a plain entry', () => {
    const mine = buildMenu(derivedWith(STAFF_KEYS)).find((node) => node.key === 'group:mine')
    const settings = mine?.children?.find((node) => node.path === '/account/settings')
    expect(settings?.children).toBeUndefined()
  })

  it('offers a supplier the product screen under Supply without the Product group', () => {
    const keys: PermissionKey[] = ['distribution', 'distribution_supplier_product', 'product_list']
    const menu = buildMenu(derivedWith(keys))
    expect(menu.map((node) => node.key)).toEqual(['group:supply', 'group:resources', 'group:mine'])
    expect(menuLeaves(menu).map(({ node }) => node.path)).toContain('/product/list')
  })
})

describe('menu of the demo accounts of the server', () => {
  it('shows a supplier its supply screens and the purchase orders addressed to it', () => {
    const keys: PermissionKey[] = [
      'dashboard',
      'workplace',
      'distribution',
      'distribution_distributor_list',
      'distribution_supplier_settlement_list',
      'distribution_supplier_product',
      'distribution_supplier_product_list',
      'purchase_list',
      'express_list',
    ]
    const paths = menuLeaves(buildMenu(derivedWith(keys))).map(({ node }) => node.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/purchase/list', '/distribution/supplier/product/list', '/express/list']),
    )
    expect(paths).not.toContain('/cooperate/goods/list')
  })

  it('shows a factory the global factories and production', () => {
    const keys: PermissionKey[] = [
      'dashboard',
      'workplace',
      'manufacturer_product_list',
      'manufacturer_product_detail',
      'production',
      'distribution',
      'factory_product_list',
      'express_list',
    ]
    const paths = menuLeaves(buildMenu(derivedWith(keys))).map(({ node }) => node.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/distribution/manufacturer/product/list',
        '/distribution/production/list',
        '/express/list',
      ]),
    )
  })
})
