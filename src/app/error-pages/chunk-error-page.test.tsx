import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadPage } from '../../lib/reload-page'
import { noteServerAnswered } from '../../lib/server-reach'
import { renderRoute } from '../../lib/testing/providers'
import { ChunkErrorPage } from './chunk-error-page'

vi.mock('../../lib/reload-page', () => ({ reloadPage: vi.fn() }))

let health: 'answers' | 'no answer'

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
}

beforeEach(() => {
  health = 'answers'
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (health === 'no answer') throw new TypeError('Failed to fetch')
      return new Response('{}', { status: 200 })
    }),
  )
})

afterEach(() => {
  setBrowserOnline(true)
  act(() => noteServerAnswered())
  vi.unstubAllGlobals()
  vi.mocked(reloadPage).mockClear()
})

describe('ChunkErrorPage', () => {
  it('online, a part of the app that failed to load is the 500 page with a reload', async () => {
    renderRoute(() => <ChunkErrorPage kind="script" />, '/sale/order')
    expect(await screen.findByText('Part of the app failed to load (loading error).')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(screen.queryByText('This screen is not on this device yet')).toBeNull()
  })

  it('offline, it says the screen is not on this device yet (not a server error) and reloads once back', async () => {
    setBrowserOnline(false)
    health = 'no answer'
    renderRoute(() => <ChunkErrorPage kind="script" />, '/sale/order')
    expect(await screen.findByText('This screen is not on this device yet')).toBeTruthy()
    expect(screen.queryByText('Sorry, the server is wrong')).toBeNull()
    expect(reloadPage).not.toHaveBeenCalled()
    setBrowserOnline(true)
    health = 'answers'
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(reloadPage).toHaveBeenCalled()
  })

  it('with the Wi-Fi up but no answer from the server, it is offline too (GET /health decides)', async () => {
    health = 'no answer'
    renderRoute(() => <ChunkErrorPage kind="script" />, '/sale/order')
    expect(await screen.findByText('This screen is not on this device yet')).toBeTruthy()
    act(() => noteServerAnswered())
    expect(reloadPage).toHaveBeenCalled()
  })
})
