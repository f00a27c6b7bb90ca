import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../lib/testing/providers'
import { confirm } from './confirm-dialog'

describe('confirm()', () => {
  afterEach(() => vi.restoreAllMocks())

  it('resolves true when the user confirms', async () => {
    renderWithProviders(<div />)
    const answer = confirm({
      title: 'Split order',
      message: 'This cannot be undone.',
      confirmLabel: 'Split',
      danger: true,
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Split' }))
    await expect(answer).resolves.toBe(true)
    await waitFor(() => expect(screen.queryByText('This cannot be undone.')).toBeNull())
  })

  it('resolves false on cancel, then shows the next request', async () => {
    renderWithProviders(<div />)
    const first = confirm({ title: 'First', message: 'First question' })
    const second = confirm({ title: 'Second', message: 'Second question' })
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await expect(first).resolves.toBe(false)
    expect(await screen.findByText('Second question')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    await expect(second).resolves.toBe(true)
  })

  it("falls back to the browser's dialog when no host is mounted", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const nativeConfirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    await expect(confirm({ title: 'Sign out', message: 'Really?' })).resolves.toBe(true)
    expect(nativeConfirm).toHaveBeenCalledWith('Sign out\nReally?')
  })
})
