// The stand-ins before Mantine's floating parts have loaded: what they draw, and that a press made
// before then opens what was pressed once the parts arrive. (The test setup loads the parts for
// every other test; a fresh copy of these modules here starts without them.)
import { Button } from '@mantine/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../lib/testing/providers'

async function freshDeferred() {
  vi.resetModules()
  return import('./deferred')
}

/**
 * A tooltip, then a menu (its target and one item), drawn by a fresh copy of the stand-ins: the
 * tooltip is first in line when the parts swap one at a time.
 */
async function renderMenuAfterTooltip(target: string, item: string) {
  const { Menu, Tooltip } = await freshDeferred()
  renderWithProviders(
    <>
      <Tooltip label="Collapse menu">
        <Button>Toggle</Button>
      </Tooltip>
      <Menu>
        <Menu.Target>
          <Button>{target}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>{item}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>,
  )
}

/** The account menu (its target and one item), drawn by a fresh copy of the stand-ins: its target. */
async function renderAccountMenu() {
  const { Menu } = await freshDeferred()
  renderWithProviders(
    <Menu>
      <Menu.Target>
        <Button>Account</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>,
  )
  return screen.getByRole('button', { name: 'Account' })
}

describe('deferred floating parts', () => {
  it('draws a menu as its target alone, and a press before the parts load opens it once they have', async () => {
    const target = await renderAccountMenu()
    expect(screen.queryByRole('menuitem', { name: 'Sign out' })).toBeNull()
    // One press (no hover first), as a tap on a phone gives.
    fireEvent.click(target)
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy()
  })

  it('draws a select as a read-only field with its current label, then the real select', async () => {
    const { Select } = await freshDeferred()
    renderWithProviders(
      <Select
        label="Source"
        data={[
          { value: '1', label: 'Manual' },
          { value: '2', label: 'Imported' },
        ]}
        value="2"
        onChange={() => {}}
      />,
    )
    const standIn = screen.getByLabelText('Source') as HTMLInputElement
    expect(standIn.value).toBe('Imported')
    expect(standIn.readOnly).toBe(true)
    await userEvent.click(standIn)
    const real = await screen.findByRole('combobox', { name: 'Source' })
    expect((real as HTMLInputElement).value).toBe('Imported')
  })

  it('loads the parts for a hover as a prefetch and for a press as a need', async () => {
    const target = await renderAccountMenu()
    // The copy of the prefetch counters the fresh stand-ins use.
    const { onlyPrefetching } = await import('../../lib/prefetch')
    fireEvent.pointerEnter(target)
    expect(onlyPrefetching()).toBe(true)
    fireEvent.click(target)
    expect(onlyPrefetching()).toBe(false)
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy()
  })

  it('draws nothing for a closed drawer and its child for a tooltip', async () => {
    const { Drawer, Tooltip } = await freshDeferred()
    renderWithProviders(
      <>
        <Drawer opened={false} onClose={() => {}} title="Sync">
          Panel
        </Drawer>
        <Tooltip label="Collapse menu">
          <Button>Toggle</Button>
        </Tooltip>
      </>,
    )
    expect(screen.queryByText('Panel')).toBeNull()
    expect(screen.getByRole('button', { name: 'Toggle' })).toBeTruthy()
  })

  it('loaded while idle (one stand-in at a time), a menu swaps together with its target and items and opens on a press', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderMenuAfterTooltip('Account', 'Sign out')
    const account = () => screen.getByRole('button', { name: 'Account' })
    // The real Menu.Target marks its child as opening a menu; the stand-in does not.
    expect(account().getAttribute('aria-haspopup')).toBeNull()
    await waitFor(() => expect(account().getAttribute('aria-haspopup')).toBe('menu'), { timeout: 5_000 })
    fireEvent.click(account())
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy()
    // A target drawn by the real Menu before its root would throw ("component was not found in the tree").
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
  it('keeps the keyboard focus on a target reached by Tab while its parts load, and Enter then opens the menu', async () => {
    await renderMenuAfterTooltip('Orders', 'Sales orders')
    const orders = () => screen.getByRole('button', { name: 'Orders' })
    // Focus asks for the parts; the swap mounts new elements, and the focus must move with them.
    orders().focus()
    await waitFor(() => expect(orders().getAttribute('aria-haspopup')).toBe('menu'))
    expect(document.activeElement).toBe(orders())
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'Sales orders' })).toBeTruthy()
  })

  it('keeps the focus on a select focused before its parts loaded', async () => {
    const { Select } = await freshDeferred()
    renderWithProviders(<Select label="Carrier" data={['DHL', 'UPS']} value={null} onChange={() => {}} />)
    ;(screen.getByLabelText('Carrier') as HTMLInputElement).focus()
    const real = await screen.findByRole('combobox', { name: 'Carrier' })
    await waitFor(() => expect(document.activeElement).toBe(real))
  })

  describe('a press is never lost to a swap', () => {
    // Idle moments on demand, to hold the swap between two stand-ins.
    const idle: (() => void)[] = []
    beforeEach(() => {
      idle.length = 0
      vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
      vi.stubGlobal('cancelIdleCallback', () => {})
    })
    afterEach(() => {
      vi.unstubAllGlobals()
    })
    const nextIdleMoment = async () => {
      await waitFor(() => expect(idle.length).toBeGreaterThan(0))
      idle.shift()?.()
      // The parts' import and the swaps it starts.
      await new Promise((resolve) => setTimeout(resolve, 20))
    }

    /**
     * A tap as a browser gives it: press (with the focus a mousedown gives), anything meanwhile,
     * release and click on the element pressed. The element must still be the one on the page.
     */
    async function tap(element: HTMLElement, meanwhile: () => Promise<void>) {
      fireEvent.pointerDown(element)
      element.focus()
      await meanwhile()
      expect(element.isConnected).toBe(true)
      fireEvent.pointerUp(element)
      fireEvent.click(element)
    }

    it('while the parts swap one at a time: the pressed menu opens', async () => {
      await renderMenuAfterTooltip('Export', 'Export CSV')
      // The page's idle moment loads the parts; the first stand-in swaps, the menu waits for the next.
      await nextIdleMoment()
      await waitFor(() => expect(idle.length).toBeGreaterThan(0))
      const pressed = screen.getByRole('button', { name: 'Export' })
      expect(pressed.getAttribute('aria-haspopup')).toBeNull()
      await tap(pressed, nextIdleMoment)
      expect(await screen.findByRole('menuitem', { name: 'Export CSV' })).toBeTruthy()
    })

    it('when the parts arrive between the press and its release: the pressed menu opens', async () => {
      await renderMenuAfterTooltip('Export', 'Export CSV')
      const pressed = screen.getByRole('button', { name: 'Export' })
      await tap(pressed, nextIdleMoment)
      expect(await screen.findByRole('menuitem', { name: 'Export CSV' })).toBeTruthy()
    })
  })
})
