// The strategy form: what a strategy still lacks is said once saving is tried (and nothing is
// sent), an edit is sent on the version it opened with, and a saved strategy is handed back.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { StrategyDetail } from '../../../contract/generation'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderWithProviders } from '../../../lib/testing/providers'
import { StrategyForm, type StrategyOptions } from './strategy-form'

const fetchMock = stubFetchOnDesktop()

const options: StrategyOptions = {
  shops: [{ value: 'shop-1', label: 'Tee shop · Shopify' }],
  templates: [{ value: 'pt-1', label: 'Standard' }],
  materialCategories: [{ value: 'cat-1', label: 'Cats (3)' }],
  materials: [{ value: 'mat-1', label: 'Sunset' }],
  products: [],
}

const strategy: StrategyDetail = {
  id: 'st-1',
  name: 'Summer tees',
  shopId: 'shop-1',
  shopName: 'Tee shop',
  channel: 'shopify',
  priceTemplateId: 'pt-1',
  priceTemplateName: 'Standard',
  titleTemplate: '{design} {product}',
  materialCategoryIds: ['cat-1'],
  materialIds: [],
  productCount: 0,
  version: 6,
  updatedAt: '2026-11-20T08:00:00.000Z',
  products: [],
}

const saveCalls = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/goods/generate/strategy'))
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('StrategyForm', () => {
  it('says what a new strategy lacks once saving is tried, and sends nothing', async () => {
    renderWithProviders(<StrategyForm strategy={null} options={options} onSaved={vi.fn()} />)
    expect(screen.queryByText('Required')).toBeNull()
    fireEvent.submit(screen.getByRole('button', { name: 'Create strategy' }).closest('form') as HTMLFormElement)
    expect((await screen.findAllByText('Required')).length).toBe(3)
    expect(screen.getByText('Choose at least one material category or material')).toBeTruthy()
    expect(saveCalls()).toHaveLength(0)
  })

  it('sends an edit on the version it opened with and hands the saved strategy back', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 0, msg: '', data: { ...strategy, name: 'Autumn tees', version: 7 } }),
    )
    const onSaved = vi.fn()
    const onDirty = vi.fn()
    renderWithProviders(<StrategyForm strategy={strategy} options={options} onSaved={onSaved} onDirty={onDirty} />)
    const name = screen.getByRole('textbox', { name: /Strategy name/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Autumn tees')
    expect(onDirty).toHaveBeenLastCalledWith(true)
    fireEvent.click(screen.getByRole('button', { name: 'Save strategy' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 7 })))
    expect(saveCalls()[0]).toMatchObject({
      id: 'st-1',
      version: 6,
      name: 'Autumn tees',
      materialCategoryIds: ['cat-1'],
    })
  })
})
