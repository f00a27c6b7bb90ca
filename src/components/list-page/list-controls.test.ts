import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type ListControlsOptions, listControls, useListControls } from './list-controls'

type Row = { id: string }

describe('listControls', () => {
  it('hands the request page to the list and a page click to the URL', () => {
    const onChange = vi.fn()
    const controls = listControls<Row>({ request: { pageNo: 2, pageSize: 20 }, onChange })
    expect(controls).toMatchObject({ pageNo: 2, pageSize: 20 })
    expect(controls.sortStatus).toBeUndefined()
    controls.onPageChange(3, 20)
    expect(onChange).toHaveBeenCalledWith({ pageNo: 3, pageSize: 20 })
  })

  it('puts the arrow on the default field until the URL names one', () => {
    const controls = listControls<Row, 'createdAt' | 'amount'>({
      request: { pageNo: 1, pageSize: 10 },
      onChange: vi.fn(),
      sort: { search: {}, defaultSort: 'createdAt' },
    })
    expect(controls.sortStatus).toEqual({ columnAccessor: 'createdAt', direction: 'desc' })
  })

  it('ignores a click on a column the server does not sort by, and sends the others to onSortChange', () => {
    const onChange = vi.fn()
    const onSortChange = vi.fn()
    const controls = listControls<Row, 'createdAt' | 'amount'>({
      request: { pageNo: 1, pageSize: 10 },
      onChange,
      onSortChange,
      sort: { search: { sortField: 'amount', sortOrder: 'ascend' }, fields: ['createdAt', 'amount'] },
    })
    expect(controls.sortStatus).toEqual({ columnAccessor: 'amount', direction: 'asc' })
    controls.onSortStatusChange?.({ columnAccessor: 'buyer', direction: 'asc' })
    expect(onSortChange).not.toHaveBeenCalled()
    controls.onSortStatusChange?.({ columnAccessor: 'createdAt', direction: 'desc' })
    expect(onSortChange).toHaveBeenCalledWith({ sortField: 'createdAt', sortOrder: 'descend' })
    expect(onChange).not.toHaveBeenCalled()
  })
})

describe('useListControls', () => {
  type Field = 'createdAt' | 'amount'
  const FIELDS: readonly Field[] = ['createdAt', 'amount']

  it('hands the list the same handlers until the page, size or sort changes (memoised screens)', () => {
    const onChange = vi.fn()
    const onSortChange = vi.fn()
    const optionsAt = (pageNo: number, sortField?: Field): ListControlsOptions<Field> => ({
      // A new request object each render, as the screens build it from the URL.
      request: { pageNo, pageSize: 20 },
      onChange,
      onSortChange,
      sort: { search: { sortField }, defaultSort: 'createdAt', fields: FIELDS },
    })
    const { result, rerender } = renderHook(
      (options: ListControlsOptions<Field>) => useListControls<Row, Field>(options),
      {
        initialProps: optionsAt(1),
      },
    )
    const first = result.current
    rerender(optionsAt(1))
    expect(result.current).toBe(first)
    rerender(optionsAt(2))
    expect(result.current).not.toBe(first)
    expect(result.current.pageNo).toBe(2)
    const second = result.current
    rerender(optionsAt(2, 'amount'))
    expect(result.current).not.toBe(second)
    expect(result.current.sortStatus).toEqual({ columnAccessor: 'amount', direction: 'desc' })
    result.current.onPageChange(3, 20)
    expect(onChange).toHaveBeenCalledWith({ pageNo: 3, pageSize: 20 })
    result.current.onSortStatusChange?.({ columnAccessor: 'createdAt', direction: 'asc' })
    expect(onSortChange).toHaveBeenCalledWith({ sortField: 'createdAt', sortOrder: 'ascend' })
  })
})
