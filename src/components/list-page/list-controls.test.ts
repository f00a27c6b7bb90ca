import { describe, expect, it, vi } from 'vitest'
import { listControls } from './list-controls'

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
