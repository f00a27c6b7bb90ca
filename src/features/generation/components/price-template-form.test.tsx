import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PriceTemplateRow } from '../../../contract/generation'
import { renderWithProviders } from '../../../lib/testing/providers'
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
})
