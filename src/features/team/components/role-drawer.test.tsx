import { msg } from '@lingui/core/macro'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithProviders } from '../../../lib/testing/providers'
import type { PermissionGroup } from '../labels'
import { RoleDrawer } from './role-drawer'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const groups: PermissionGroup[] = [
  {
    id: 'orders',
    title: msg`Orders`,
    keys: [
      { key: 'sale', title: msg`Show this menu area` },
      { key: 'sale_order', title: msg`Sales orders` },
    ],
  },
]

describe('role editor', () => {
  it('offers only the actions the editor holds and sends what was ticked', { timeout: 20_000 }, async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: 'OK', data: { id: 'r1' } }))
    const onClose = vi.fn()
    const holds = (key: string, action: string) =>
      (key === 'sale' || key === 'sale_order') && ['query', 'get'].includes(action)
    renderWithProviders(<RoleDrawer target="new" groups={groups} holds={holds} onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Role name/ }), { target: { value: 'Clerks' } })
    // Collapsed panels stay in the DOM (hidden while the accordion animates in jsdom).
    fireEvent.click(within(dialog).getByRole('button', { name: /Orders/ }))
    const actions = within(dialog).getByRole('group', { name: 'Actions on Sales orders', hidden: true })
    expect(within(actions).getByRole('checkbox', { name: 'Edit', hidden: true })).toHaveProperty('disabled', true)
    expect(within(actions).getByRole('checkbox', { name: 'Query', hidden: true })).toHaveProperty('disabled', false)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sales orders', hidden: true }))
    expect(within(actions).getByRole('checkbox', { name: 'Query', hidden: true })).toHaveProperty('checked', true)
    expect(within(actions).getByRole('checkbox', { name: 'View', hidden: true })).toHaveProperty('checked', true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const request = fetchMock.mock.calls[0]!
    const init = (request[1] ?? {}) as RequestInit
    const body = JSON.parse(String(init.body))
    expect(body).toMatchObject({
      name: 'Clerks',
      permissions: [{ permissionId: 'sale_order', actions: ['query', 'get'] }],
    })
    expect(new Headers(init.headers).get('Idempotency-Key')).toBeTruthy()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('refuses to save a role without permissions, naming the rule', async () => {
    renderWithProviders(<RoleDrawer target="new" groups={groups} holds={() => true} onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Role name/ }), { target: { value: 'Empty' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Choose at least one permission')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
