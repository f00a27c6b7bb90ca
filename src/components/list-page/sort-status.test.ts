import { describe, expect, it } from 'vitest'
import { requestSort } from './search-params'
import { fromSortStatus, sortIn, toSortStatus, toSortStatusOr } from './sort-status'

describe('sort status', () => {
  it('shows no arrow when the URL names no field, and the URL’s field and order when it does', () => {
    expect(toSortStatus(undefined, 'descend')).toBeUndefined()
    expect(toSortStatus('name', undefined)).toEqual({ columnAccessor: 'name', direction: 'asc' })
    expect(toSortStatus('name', 'descend')).toEqual({ columnAccessor: 'name', direction: 'desc' })
  })

  it('a list sorted newest first by default shows its arrow on the default column, pointing down', () => {
    expect(toSortStatusOr(undefined, undefined, 'createdAt')).toEqual({
      columnAccessor: 'createdAt',
      direction: 'desc',
    })
    expect(toSortStatusOr('amount', 'ascend', 'createdAt')).toEqual({ columnAccessor: 'amount', direction: 'asc' })
  })

  it('turns the table’s sort back into the URL’s, only for columns the server sorts by', () => {
    expect(fromSortStatus({ columnAccessor: 'name', direction: 'desc' })).toEqual({
      sortField: 'name',
      sortOrder: 'descend',
    })
    const fields = ['amount', 'createdAt'] as const
    expect(sortIn({ columnAccessor: 'amount', direction: 'asc' }, fields)).toEqual({
      sortField: 'amount',
      sortOrder: 'ascend',
    })
    expect(sortIn({ columnAccessor: 'note', direction: 'asc' }, fields)).toBeUndefined()
  })
})

describe('request sort', () => {
  it('asks newest first by the default field until the URL names one, then keeps the URL order', () => {
    expect(requestSort({}, 'createdAt')).toEqual({ sortField: 'createdAt', sortOrder: 'descend' })
    expect(requestSort({ sortOrder: 'ascend' }, 'createdAt')).toEqual({ sortField: 'createdAt', sortOrder: 'descend' })
    expect(requestSort({ sortField: 'amount' }, 'createdAt')).toEqual({ sortField: 'amount', sortOrder: 'descend' })
    expect(requestSort({ sortField: 'title' }, 'updatedAt', 'ascend')).toEqual({
      sortField: 'title',
      sortOrder: 'ascend',
    })
    expect(requestSort({ sortField: 'title', sortOrder: 'descend' }, 'updatedAt', 'ascend')).toEqual({
      sortField: 'title',
      sortOrder: 'descend',
    })
  })
})
