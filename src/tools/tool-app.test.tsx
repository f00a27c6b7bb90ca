import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { userWith } from '../app/test-support/demo-roles'
import { userKeys } from '../lib/query-keys'
import { createTestQueryClient, renderWithProviders } from '../lib/testing/providers'
import { ToolApp } from './tool-app'

const seller = userWith(['sale_order'])

describe('ToolApp (the design tools’ page)', () => {
  it('draws the 403 page for a tool outside the role, whose way home loads the console', async () => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(userKeys.info(), seller)
    renderWithProviders(<ToolApp tool="batch" entry="forbidden" retry={vi.fn()} />, queryClient)
    expect(await screen.findByText('Sorry, you have no access to this page')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/dis/dashboard/workplace')
  })

  it('says so when started offline without a saved account, and retries on request', async () => {
    const retry = vi.fn(async () => {})
    renderWithProviders(<ToolApp tool="pcdiy" entry="offline" retry={retry} />)
    expect(await screen.findByText('You are offline')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('draws the server error page with a reload when the guard could not answer', async () => {
    renderWithProviders(<ToolApp tool="mi" entry="failed" retry={vi.fn()} />)
    expect(await screen.findByText('Sorry, the server is wrong')).toBeTruthy()
    expect(screen.getByRole('button', { name: /reload/i })).toBeTruthy()
  })
})
