import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { useIsOffline } from './use-is-offline'

const unreachable = () => new ApiError({ message: 'Network error', serverCode: null, status: 0, isNetworkError: true })

describe('useIsOffline (issue 14 item 13)', () => {
  it('the device answers after the first attempt that reached no server, while the retries go on', async () => {
    const client = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    let attempts = 0
    const { result } = renderHook(
      () => {
        const query = useQuery({
          queryKey: ['list'],
          queryFn: async () => {
            attempts++
            if (attempts < 3) throw unreachable()
            return 'rows'
          },
          retry: 2,
          retryDelay: 300,
        })
        return { offline: useIsOffline(query), data: query.data, error: query.error }
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.offline).toBe(true))
    // Still retrying: no final error yet, the rows come from the device meanwhile.
    expect(result.current.error).toBeNull()
    // The server answers a retry: its rows again.
    await waitFor(() => expect(result.current.data).toBe('rows'))
    expect(result.current.offline).toBe(false)
  })
})
