// Adding a product model to a strategy: the zoom ratio's rule (1–100) is said on its field in the
// reader's language and nothing can be added until the model and the ratio are right; a valid
// model is sent with the strategy, ratio and placement.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GENERATION_PATHS, type StrategyDetail } from '../../../contract/generation'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderWithProviders } from '../../../lib/testing/providers'
import { ProductStrategies } from './product-strategies'
import type { StrategyOptions } from './strategy-form'

const fetchMock = stubFetchOnDesktop()

const options: StrategyOptions = {
  shops: [],
  templates: [],
  materialCategories: [],
  materials: [],
  products: [{ value: 'prod-1', label: 'Classic tee' }],
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
  materialCategoryIds: [],
  materialIds: ['mat-1'],
  productCount: 0,
  version: 2,
  updatedAt: '2026-11-20T08:00:00.000Z',
  products: [],
}

const addButton = () => screen.getByRole('button', { name: 'Add product model' })

describe('ProductStrategies', () => {
  it('says the zoom rule on its field and adds nothing until the model and the ratio are right', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ code: 0, msg: '', data: strategy }))
    renderWithProviders(<ProductStrategies strategy={strategy} options={options} />)
    // No model chosen yet: nothing to add, and no rule said about the default ratio.
    expect(addButton()).toHaveProperty('disabled', true)
    expect(screen.queryByText('Zoom ratio is 1-100')).toBeNull()

    fireEvent.click(screen.getByRole('combobox', { name: /Product model/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'Classic tee', hidden: true }))
    expect(addButton()).toHaveProperty('disabled', false)

    fireEvent.change(screen.getByRole('textbox', { name: 'Zoom ratio (%)' }), { target: { value: '150' } })
    expect(await screen.findByText('Zoom ratio is 1-100')).toBeTruthy()
    expect(addButton()).toHaveProperty('disabled', true)

    fireEvent.change(screen.getByRole('textbox', { name: 'Zoom ratio (%)' }), { target: { value: '80' } })
    await waitFor(() => expect(screen.queryByText('Zoom ratio is 1-100')).toBeNull())
    fireEvent.click(addButton())
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(GENERATION_PATHS.productStrategy))).toBe(
        true,
      ),
    )
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith(GENERATION_PATHS.productStrategy))!
    expect(JSON.parse(String(init?.body))).toMatchObject({
      strategyId: 'st-1',
      productId: 'prod-1',
      zoom: 80,
      placement: 'center',
    })
  })
})
