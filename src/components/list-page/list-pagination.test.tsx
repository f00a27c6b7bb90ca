import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../lib/testing/providers'
import { ListPagination } from './list-pagination'

describe('list paging: go to a page', () => {
  it('takes digits only and goes to the page typed, at most the last one', () => {
    const onChange = vi.fn()
    renderWithProviders(<ListPagination pageNo={1} pageSize={20} totalCount={95} onChange={onChange} />)
    const jump = screen.getByRole('textbox', { name: 'Go to page' }) as HTMLInputElement
    fireEvent.change(jump, { target: { value: '3a-' } })
    expect(jump.value).toBe('3')
    fireEvent.keyDown(jump, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith(3, 20)
    expect(jump.value).toBe('')
    fireEvent.change(jump, { target: { value: '99' } })
    fireEvent.blur(jump)
    expect(onChange).toHaveBeenLastCalledWith(5, 20)
    fireEvent.change(jump, { target: { value: '0' } })
    fireEvent.keyDown(jump, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})
