import { describe, expect, it } from 'vitest'
import type { Action, PermissionKey, UserInfo } from '../contract/permissions'
import { canAccess, derivePermissions, filterByPermission, hasPermission, ROLES_REQUIRED_MESSAGE } from './permissions'

function userWith(permissions: Array<[PermissionKey, Action[]]>): UserInfo {
  return {
    id: 'u1',
    did: 'u1',
    name: 'Seller',
    avatar: '',
    username: 'seller',
    type: 0,
    role: {
      id: 'r1',
      name: 'owner',
      permissions: permissions.map(([permissionId, actions]) => ({
        permissionId,
        actionEntitySet: actions.map((action) => ({ action })),
      })),
    },
  }
}

describe('derivePermissions', () => {
  it('lists the permissionIds and the actions of each', () => {
    const derived = derivePermissions(
      userWith([
        ['sale_order', ['query', 'edit']],
        ['dashboard', []],
      ]),
    )
    expect(derived.permissionList).toEqual(['sale_order', 'dashboard'])
    expect(derived.actionsOf).toEqual({ sale_order: ['query', 'edit'], dashboard: [] })
  })

  it('merges the actions of a permissionId listed twice', () => {
    const derived = derivePermissions(
      userWith([
        ['goods', ['query']],
        ['goods', ['edit', 'query']],
      ]),
    )
    expect(derived.permissionList).toEqual(['goods'])
    expect(derived.actionsOf.goods).toEqual(['query', 'edit'])
  })

  it('fails with the SPEC message when the role has no permissions', () => {
    expect(() => derivePermissions(userWith([]))).toThrowError('getInfo: roles must be a non-null array !')
    const noRole = { ...userWith([]), role: undefined } as unknown as UserInfo
    expect(() => derivePermissions(noRole)).toThrowError(ROLES_REQUIRED_MESSAGE)
    const nullPermissions = { ...userWith([]), role: { id: 'r', name: 'r', permissions: null } } as unknown as UserInfo
    expect(() => derivePermissions(nullPermissions)).toThrowError(ROLES_REQUIRED_MESSAGE)
  })
})

describe('hasPermission', () => {
  const derived = derivePermissions(userWith([['sale_order', ['query', 'edit']]]))

  it("is true only when the action is in the permission's list", () => {
    expect(hasPermission(derived, 'sale_order.edit')).toBe(true)
    expect(hasPermission(derived, 'sale_order.delete')).toBe(false)
    expect(hasPermission(derived, 'sale_refund.query')).toBe(false)
  })

  it('is false for malformed checks, prototype names and no session', () => {
    expect(hasPermission(derived, 'sale_order')).toBe(false)
    expect(hasPermission(derived, '.edit')).toBe(false)
    expect(hasPermission(derived, 'constructor.edit')).toBe(false)
    expect(hasPermission(null, 'sale_order.edit')).toBe(false)
  })
})

describe('canAccess', () => {
  const derived = derivePermissions(userWith([['sale', ['query']]]))

  it('lets anyone in when no keys are required', () => {
    expect(canAccess(derived, undefined)).toBe(true)
    expect(canAccess(derived, [])).toBe(true)
  })

  it('needs one of the keys', () => {
    expect(canAccess(derived, ['sale_order', 'sale'])).toBe(true)
    expect(canAccess(derived, ['sale_order'])).toBe(false)
    expect(canAccess(derived, ['toString'])).toBe(false)
  })
})

describe('filterByPermission', () => {
  interface Item {
    name: string
    permission?: readonly string[]
    children?: Item[]
  }
  const derived = derivePermissions(
    userWith([
      ['sale', ['query']],
      ['sale_order', ['query']],
    ]),
  )
  const items: Item[] = [
    { name: 'home' },
    {
      name: 'sale',
      permission: ['sale'],
      children: [
        { name: 'orders', permission: ['sale_order'] },
        { name: 'refunds', permission: ['sale_refund'] },
        { name: 'help' },
      ],
    },
    { name: 'goods', permission: ['goods'], children: [{ name: 'list' }] },
  ]

  it('keeps permitted entries and filters their children the same way', () => {
    expect(filterByPermission(items, derived)).toEqual([
      { name: 'home' },
      {
        name: 'sale',
        permission: ['sale'],
        children: [{ name: 'orders', permission: ['sale_order'] }, { name: 'help' }],
      },
    ])
  })

  it('drops a parent the user lacks together with its children', () => {
    expect(filterByPermission(items, derived).map((item) => item.name)).not.toContain('goods')
  })

  it('leaves the input untouched', () => {
    filterByPermission(items, derived)
    expect(items[1]?.children).toHaveLength(3)
  })
})
