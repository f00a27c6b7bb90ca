import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateTestLocale, createTestQueryClient, jsonResponse, Providers } from '../../lib/testing/providers'
import { useDictionary } from './use-dictionary'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  activateTestLocale()
})
afterEach(() => vi.unstubAllGlobals())

describe('useDictionary', () => {
  it('labels nothing while the dictionaries are on their way, never with the raw code', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    const queryClient = createTestQueryClient()
    const { result } = renderHook(() => useDictionary('SALE_REFUND_STATUS'), {
      wrapper: ({ children }: { children: ReactNode }) => <Providers queryClient={queryClient}>{children}</Providers>,
    })
    expect(result.current.isLoading).toBe(true)
    expect(result.current.labelOf('6')).toBe('')
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    answer(jsonResponse({ code: 0, msg: 'OK', data: { SALE_REFUND_STATUS: [{ value: '6', text: 'Refund failed' }] } }))
    await waitFor(() => expect(result.current.labelOf('6')).toBe('Refund failed'))
    // A value the dictionary does not know shows as it is.
    expect(result.current.labelOf('9')).toBe('9')
  })
})
