import { describe, expect, it } from 'vitest'
import { buildMenu } from '../menu'
import type { RouteNode } from '../route-node'
import { derivedWith, STAFF_KEYS } from '../test-support/demo-roles'
import { paletteEntries } from './palette-actions'

const english = (node: RouteNode) => node.title.message ?? node.title.id

describe('command palette entries', () => {
  it('offers every page of the menu the user may open, with the groups it sits in', () => {
    const menu = buildMenu(derivedWith(STAFF_KEYS))
    const entries = paletteEntries(menu, english)
    const orders = entries.find((entry) => entry.to === '/sale/order')
    expect(orders).toMatchObject({ label: 'Sales orders', description: 'Orders', external: false })
    expect(entries.find((entry) => entry.to === '/dis/mi/')?.external).toBe(true)
    // Nothing outside the staff role: no refunds, no purchasing, no finance.
    expect(entries.map((entry) => entry.to)).not.toContain('/sale/refund')
    expect(entries.map((entry) => entry.to)).not.toContain('/purchase/list')
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length)
  })
})
