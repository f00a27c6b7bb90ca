import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../lib/testing/providers'
import { useGuardedClose } from './use-guarded-close'

function Harness({ onClose }: { onClose: () => void }) {
  const guard = useGuardedClose(onClose)
  return (
    <>
      <button type="button" onClick={() => guard.setDirty(true)}>
        Edit
      </button>
      <button type="button" onClick={guard.close}>
        Close
      </button>
      <button type="button" onClick={guard.done}>
        Saved
      </button>
    </>
  )
}

describe('useGuardedClose', () => {
  it('closes a clean form at once', async () => {
    const onClose = vi.fn()
    renderWithProviders(<Harness onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('asks before dropping changes: Cancel keeps the form, confirming closes it', async () => {
    const onClose = vi.fn()
    renderWithProviders(<Harness onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onClose).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('a save closes without asking', async () => {
    const onClose = vi.fn()
    renderWithProviders(<Harness onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
  })

  it('after a save, the next form opened closes at once until it is changed', async () => {
    const onClose = vi.fn()
    renderWithProviders(<Harness onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
  })
})
