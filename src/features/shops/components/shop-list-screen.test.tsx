import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { UserInfo } from '../../../contract/permissions'
import type { ShopRowView } from '../../../contract/shops'
import { userKeys } from '../../../lib/query-keys'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { createTestQueryClient, jsonResponse, renderWithProviders } from '../../../lib/testing/providers'
import { ShopListScreen } from './shop-list-screen'

const fetchMock = stubFetchOnDesktop()

const shop = (id: string, status: 'enabled' | 'disabled', idle: boolean): ShopRowView => ({
  id,
  name: `Shop ${id}`,
  channel: 'shopee',
  status,
  connector: { baseUrl: '', sellerId: `seller-${id}`, region: 'MY' },
  orderCount: idle ? 0 : 12,
  lastOrderAt: idle ? null : '2026-11-20T00:00:00.000Z',
  idle,
  version: 3,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
})

function user(actions: string[]): UserInfo {
  return {
    id: 'd1',
    did: 'd1',
    name: 'Seller',
    avatar: '',
    username: 'seller',
    type: 0,
    role: {
      id: 'r1',
      name: 'Owner',
      permissions: [
        { permissionId: 'platform_shop_list', actionEntitySet: actions.map((action) => ({ action: action as never })) },
      ],
    },
  }
}

function answer() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/shop/statistics')) {
      return jsonResponse({
        code: 0,
        msg: '',
        data: { total: 2, enabled: 1, disabled: 1, idle: 1, byChannel: [], basis: 'goods', bands: [] },
      })
    }
    if (url.includes('/shop/status')) {
      const body = JSON.parse(String((init as RequestInit).body))
      return jsonResponse({ code: 0, msg: '', data: { ...shop(body.id, body.status, false), version: 4 } })
    }
    return jsonResponse({
      code: 0,
      msg: '',
      data: {
        pageSize: 10,
        pageNum: 1,
        total: 2,
        pages: 1,
        list: [shop('a', 'enabled', false), shop('b', 'disabled', true)],
      },
    })
  })
}

function renderScreen(actions: string[]) {
  const queryClient = createTestQueryClient()
  queryClient.setQueryData(userKeys.info(), user(actions))
  return renderWithProviders(<ShopListScreen search={{}} onSearchChange={vi.fn()} onReset={vi.fn()} />, queryClient)
}

describe('shop list', () => {
  it('shows the state and the idle label, and disables a shop after confirming', { timeout: 20_000 }, async () => {
    answer()
    renderScreen(['query', 'get', 'add', 'edit', 'enable', 'disable'])
    const idleRow = (await screen.findByText('Shop b')).closest('tr')!
    expect(within(idleRow).getByText('No orders for 25 days')).toBeTruthy()
    expect(within(idleRow).getByRole('button', { name: 'Enable Shop b' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Disable Shop a' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }))
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).includes('/shop/status'),
        ),
      ).toBe(true),
    )
    const call = fetchMock.mock.calls.find(([input]) =>
      String(input instanceof Request ? input.url : input).includes('/shop/status'),
    )!
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({ id: 'a', status: 'disabled', version: 3 })
  })

  it('offers no bind, edit or state actions to a role that may only look', { timeout: 20_000 }, async () => {
    answer()
    renderScreen(['query'])
    await screen.findByText('Shop a')
    expect(screen.queryByRole('button', { name: 'Bind a shop' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Disable Shop a' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
  })
})
