import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SavedView } from '../../../contract/saved-views'
import { noteFirstContent } from '../../../lib/first-content'
import { jsonResponse, renderWithProviders } from '../../../lib/testing/providers'
import { SavedViewsBar } from './saved-views-bar'

const fetchMock = vi.fn<typeof fetch>()
const view = (id: string, name: string, search: SavedView['search']): SavedView => ({
  id,
  list: 'sale_order',
  name,
  search,
  version: 1,
  updatedAt: '2026-11-25T10:00:00.000Z',
})
let views: SavedView[] = []

beforeEach(() => {
  views = [view('v1', 'Overdue Shopee', { status: '1', channel: 'shopee', sortField: 'shipBy', sortOrder: 'ascend' })]
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/saved-view/list')) return jsonResponse({ code: 0, msg: '', data: views })
    if (url.includes('/saved-view/create')) {
      const body = JSON.parse(String(init?.body))
      if (body.name === 'Overdue Shopee')
        return jsonResponse(
          { code: 40000, msg: 'a view named "Overdue Shopee" already exists for this list', data: null },
          400,
        )
      const made = view('v2', body.name, body.search)
      views = [...views, made]
      return jsonResponse({ code: 0, msg: '', data: made })
    }
    return jsonResponse({ code: 404, msg: 'not found', data: null }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

function renderBar(search: Record<string, unknown>, omit?: string[]) {
  const onApply = vi.fn()
  renderWithProviders(<SavedViewsBar list="sale_order" search={search} omit={omit} onApply={onApply} />)
  return onApply
}

const createBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/saved-view/create'))
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) }))

// The screen around it has shown its content (lib/first-content.ts), so its requests go at once.
beforeAll(() => noteFirstContent())

describe('saved views in the filter bar', () => {
  it('lists the views of the list and applies one with one tap', async () => {
    const onApply = renderBar({})
    const chip = await screen.findByRole('button', { name: 'Overdue Shopee' })
    expect(chip).toHaveProperty('ariaPressed', 'false')
    fireEvent.click(chip)
    expect(onApply).toHaveBeenCalledWith({ status: '1', channel: 'shopee', sortField: 'shipBy', sortOrder: 'ascend' })
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('list=sale_order')
  })

  it('marks the view the current filters match, whatever the page, and does not offer to save them again', async () => {
    renderBar({ sortOrder: 'ascend', channel: 'shopee', status: '1', sortField: 'shipBy', pageNo: 3 })
    expect(await screen.findByRole('button', { name: 'Overdue Shopee' })).toHaveProperty('ariaPressed', 'true')
    expect(screen.getByRole('button', { name: 'Save view' })).toHaveProperty('disabled', true)
  })

  it('saves the current filters and sort under a name, without paging or screen state', async () => {
    renderBar({ channel: 'ozon', sortField: 'createdAt', pageNo: 2, pageSize: 50, id: 'po-1' }, ['id'])
    await screen.findByRole('button', { name: 'Overdue Shopee' })
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }))
    fireEvent.change(await screen.findByLabelText('View name'), { target: { value: '  Ozon newest ' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Save', hidden: true }))
    await screen.findByRole('button', { name: 'Ozon newest' })
    const [sent] = createBodies()
    expect(sent?.body).toEqual({
      list: 'sale_order',
      name: 'Ozon newest',
      search: { channel: 'ozon', sortField: 'createdAt' },
    })
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy()
  })

  it("shows the server's refusal on the name field and keeps the form open", async () => {
    renderBar({ channel: 'ozon' })
    await screen.findByRole('button', { name: 'Overdue Shopee' })
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }))
    fireEvent.change(await screen.findByLabelText('View name'), { target: { value: 'Overdue Shopee' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Save', hidden: true }))
    expect(await screen.findByText('a view named "Overdue Shopee" already exists for this list')).toBeTruthy()
    expect(screen.getByLabelText('View name')).toHaveProperty('value', 'Overdue Shopee')
  })

  it('offers nothing to save without a filter or sort', async () => {
    renderBar({ pageNo: 2 })
    await screen.findByRole('button', { name: 'Overdue Shopee' })
    expect(screen.getByRole('button', { name: 'Save view' })).toHaveProperty('disabled', true)
  })

  it('manages views: rename sends the version it read', async () => {
    renderBar({})
    fireEvent.click(await screen.findByRole('button', { name: 'Manage' }))
    const dialog = await screen.findByRole('dialog', { name: 'Saved views' })
    const field = within(dialog).getByLabelText('Name of view Overdue Shopee')
    fireEvent.change(field, { target: { value: 'Late Shopee' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }))
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/saved-view/rename'))).toBe(true),
    )
    const rename = fetchMock.mock.calls.find(([input]) => String(input).includes('/saved-view/rename'))
    expect(JSON.parse(String(rename?.[1]?.body))).toEqual({ id: 'v1', name: 'Late Shopee', version: 1 })
  })
})
