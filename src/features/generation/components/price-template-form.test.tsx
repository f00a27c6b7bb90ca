import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PriceTemplateRow } from '../../../contract/generation'
import { stubFetchOnDesktop } from '../../../lib/testing/desktop-fetch'
import { jsonResponse, renderWithProviders } from '../../../lib/testing/providers'
import { PriceTemplateForm } from './price-template-form'

const template: PriceTemplateRow = {
  id: 'pt-1',
  name: 'Standard',
  markupPercent: 80,
  addOn: 0,
  rounding: 'ninety_nine',
  minPrice: 1000,
  maxPrice: 50000,
  quantity: 100,
  version: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
}

const fetchMock = stubFetchOnDesktop()
const saveCalls = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('/price/template/save'))
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('PriceTemplateForm', () => {
  it('reports a change, and no change once the text is back as it was, so closing asks only when needed', async () => {
    const onDirty = vi.fn()
    renderWithProviders(<PriceTemplateForm template={template} onDone={() => {}} onDirty={onDirty} />)
    expect(onDirty).toHaveBeenLastCalledWith(false)
    const name = screen.getByRole('textbox', { name: /Template name/ })
    await userEvent.type(name, 'X')
    expect(onDirty).toHaveBeenLastCalledWith(true)
    await userEvent.type(name, '{backspace}')
    expect(onDirty).toHaveBeenLastCalledWith(false)
  })

  it('says the markup rule as it is typed, the empty prices once saving is tried, and sends nothing', async () => {
    renderWithProviders(<PriceTemplateForm template={null} onDone={() => {}} />)
    const markup = screen.getByRole('textbox', { name: /Markup/ })
    await userEvent.clear(markup)
    await userEvent.type(markup, '40')
    expect(await screen.findByText('Must be greater than 50')).toBeTruthy()
    expect(screen.queryByText('Lowest price, highest price and quantity cannot be empty')).toBeNull()
    await userEvent.clear(markup)
    await userEvent.type(markup, '80')
    await userEvent.type(screen.getByRole('textbox', { name: /Template name/ }), 'Summer')
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement)
    expect(
      (await screen.findAllByText('Lowest price, highest price and quantity cannot be empty')).length,
    ).toBeGreaterThan(0)
    expect(saveCalls()).toHaveLength(0)
  })

  it('saves an edit on its version with the prices in fen, then closes', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 0, msg: '', data: { ...template, version: 4 } }))
    const onDone = vi.fn()
    renderWithProviders(<PriceTemplateForm template={template} onDone={onDone} />)
    const highest = screen.getByRole('textbox', { name: /Highest price/ })
    await userEvent.clear(highest)
    await userEvent.type(highest, '600')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(saveCalls()[0]).toMatchObject({ id: 'pt-1', version: 3, minPrice: 1000, maxPrice: 60000, markupPercent: 80 })
  })
})
