import type * as mantine from '@mantine/core'
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { SaleOrderRow } from '../../../contract/orders'
import { renderWithProviders } from '../../../lib/testing/providers'
import { BulkShipDrawer } from './bulk-ship-drawer'
import { lookups } from './order-test-fixtures'

// Mantine's own Drawer, counted: each render of the bulk ship drawer renders it once.
const drawerRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('@mantine/core', async (importOriginal) => {
  const actual = await importOriginal<typeof mantine>()
  const Counted = (props: mantine.DrawerProps) => {
    drawerRenders.count++
    return <actual.Drawer {...props} />
  }
  return { ...actual, Drawer: Object.assign(Counted, actual.Drawer) }
})

const NO_ORDERS: SaleOrderRow[] = []
const onClose = () => {}
const onShipped = () => {}

/** The order list around the closed drawer: it renders again on every countdown tick. */
function List() {
  const [tick, setTick] = useState(0)
  return (
    <>
      <button type="button" onClick={() => setTick(tick + 1)}>{`tick ${tick}`}</button>
      <BulkShipDrawer opened={false} orders={NO_ORDERS} lookups={lookups} onClose={onClose} onShipped={onShipped} />
    </>
  )
}

describe('bulk ship drawer', () => {
  it('does not render again when the list around it renders with the same props', () => {
    renderWithProviders(<List />)
    const before = drawerRenders.count
    expect(before).toBeGreaterThan(0)
    for (let tick = 0; tick < 5; tick++) fireEvent.click(screen.getByRole('button', { name: `tick ${tick}` }))
    expect(screen.getByRole('button', { name: 'tick 5' })).toBeTruthy()
    expect(drawerRenders.count).toBe(before)
  })
})
