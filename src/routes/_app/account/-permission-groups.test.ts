import { describe, expect, it } from 'vitest'
import { PERMISSION_KEYS } from '../../../contract/permissions'
import { permissionGroups } from './-permission-groups'

describe('permission groups of the role editor', () => {
  const groups = permissionGroups()
  const keys = groups.flatMap((group) => group.keys.map((entry) => entry.key))

  it('offers every permission key of SPEC.md §6 exactly once', () => {
    expect([...keys].sort()).toEqual([...PERMISSION_KEYS].sort())
  })

  it('names keys by their screens, grouped by menu area', () => {
    const orders = groups.find((group) => group.title.message === 'Orders')!
    const titles = Object.fromEntries(orders.keys.map((entry) => [entry.key, entry.title.message]))
    expect(titles).toMatchObject({
      sale: 'Show this menu area',
      sale_order: 'Sales orders',
      sale_refund: 'Refunds',
      platform_import: 'Order import',
    })
    const supply = groups.find((group) => group.title.message === 'Supply')!
    expect(supply.keys.find((entry) => entry.key === 'customer')?.title.message).toBe('Team management')
  })
})
