import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { noteFirstContent } from '../../../lib/first-content'
import { createTestQueryClient, jsonResponse } from '../../../lib/testing/providers'
import { shopsQueryOptions } from '../../../lookups/api/get-shops'
import { useSaveShop } from './shop-calls'

afterEach(() => vi.unstubAllGlobals())

function wrapperOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
}

// The screen around it has shown its content (lib/first-content.ts), so its requests go at once.
beforeAll(() => noteFirstContent())

describe('shop calls', () => {
  it('binding a shop makes the shop choices of every other screen stale, so they offer it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input)
        if (url.includes('shop_simple_list')) return jsonResponse({ code: 0, msg: '', data: [] })
        return jsonResponse({ code: 0, msg: '', data: { id: 's2', name: 'New shop', channel: 'shopify' } })
      }),
    )
    const queryClient = createTestQueryClient()
    await queryClient.fetchQuery(shopsQueryOptions())
    const choices = () => queryClient.getQueryState(shopsQueryOptions().queryKey)
    expect(choices()?.isInvalidated).toBe(false)
    const { result } = renderHook(() => useSaveShop(), { wrapper: wrapperOf(queryClient) })
    await act(() => result.current.mutateAsync({ name: 'New shop', channel: 'shopify', connector: {} }))
    await waitFor(() => expect(choices()?.isInvalidated).toBe(true))
  })
})
