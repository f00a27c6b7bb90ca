// The manual sync's form: it says what is still needed before Start, "All shops" takes only the
// shops that can sync (set up and enabled), a channel narrows it, and Start hands over the shops
// with the last week as the window.
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SyncShopRow } from '../../../contract/platform-sync'
import { desktopMedia } from '../../../lib/testing/desktop-fetch'
import { renderWithProviders } from '../../../lib/testing/providers'
import { defaultWindow } from '../sync-window'
import { SyncForm } from './sync-form'

beforeEach(() => {
  vi.stubGlobal('matchMedia', desktopMedia)
})
afterEach(() => vi.unstubAllGlobals())

const shop = (id: string, channel: SyncShopRow['channel'], overrides: Partial<SyncShopRow> = {}): SyncShopRow => ({
  id,
  name: `Shop ${id}`,
  channel,
  enabled: true,
  configured: true,
  sandbox: true,
  lastSyncAt: null,
  lastSyncStatus: null,
  ...overrides,
})

const shops = [
  shop('a', 'shopee'),
  shop('b', 'shopee', { configured: false }),
  shop('c', 'lazada'),
  shop('d', 'lazada', { enabled: false }),
]

function renderForm(busy = false) {
  const onStart = vi.fn()
  renderWithProviders(<SyncForm shops={shops} busy={busy} onStart={onStart} />)
  return { onStart }
}

describe('manual sync form', () => {
  it('names what is missing, then starts with every shop that can sync and the last week', async () => {
    const { onStart } = renderForm()
    const start = await screen.findByRole('button', { name: 'Start sync' }, { timeout: 10_000 })
    expect(start.hasAttribute('disabled')).toBe(true)
    expect(screen.getByTestId('submit-missing').textContent).toBe('Still needed: a shop')
    fireEvent.click(screen.getByRole('button', { name: 'All shops' }))
    expect(screen.queryByTestId('submit-missing')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Start sync' }))
    const [from, to] = defaultWindow()
    expect(onStart).toHaveBeenCalledWith({ shopIds: ['a', 'c'], from, to })
  })

  it('takes only the chosen channel’s shops once a channel is picked', async () => {
    const { onStart } = renderForm()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Lazada' }, { timeout: 10_000 }))
    fireEvent.click(screen.getByRole('button', { name: 'All shops of these channels' }))
    fireEvent.click(screen.getByRole('button', { name: 'Start sync' }))
    expect(onStart.mock.calls[0]?.[0].shopIds).toEqual(['c'])
  })

  it('offers no second start while a sync of this page runs', async () => {
    renderForm(true)
    fireEvent.click(await screen.findByRole('button', { name: 'All shops' }, { timeout: 10_000 }))
    expect(screen.getByRole('button', { name: /Start sync/ }).hasAttribute('disabled')).toBe(true)
  })
})
