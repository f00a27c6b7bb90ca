import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { UserInfo } from '../contract/permissions'
import { userKeys } from '../lib/query-keys'
import { createTestQueryClient, renderWithProviders } from '../lib/testing/providers'
import { Access } from './access'

const info: UserInfo = {
  id: 'u2',
  did: 'u1',
  name: 'Staff',
  avatar: '',
  username: 'staff',
  type: 0,
  role: {
    id: 'r2',
    name: 'clerk',
    permissions: [{ permissionId: 'sale_order', actionEntitySet: [{ action: 'query' }, { action: 'edit' }] }],
  },
}

describe('<Access>', () => {
  it('renders its children only when the permission holds the action', () => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(userKeys.info(), info)
    renderWithProviders(
      <>
        <Access check="sale_order.edit">
          <button type="button">Ship</button>
        </Access>
        <Access check="sale_order.delete" fallback={<span>read only</span>}>
          <button type="button">Delete</button>
        </Access>
        <Access check="sale_refund.query">
          <button type="button">Refunds</button>
        </Access>
      </>,
      queryClient,
    )
    expect(screen.getByRole('button', { name: 'Ship' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.getByText('read only')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Refunds' })).toBeNull()
  })
})
