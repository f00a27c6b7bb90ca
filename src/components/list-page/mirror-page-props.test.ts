import { describe, expect, it, vi } from 'vitest'
import { mirrorPageProps } from './data-list'

const serverPage = { data: [{ id: 'g1' }, { id: 'g2' }], totalCount: 2, pageNo: 1, pageSize: 20, totalPage: 1 }

describe('mirrorPageProps', () => {
  it("keeps the server's last page, marked loading, until the device's first read", () => {
    const props = mirrorPageProps({ page: undefined, syncedAt: 1 }, { data: serverPage, refetch: vi.fn() })
    expect(props.records.map((row) => row.id)).toEqual(['g1', 'g2'])
    expect(props.totalCount).toBe(2)
    expect(props.fetching).toBe(true)
  })

  it("shows the device's page once read, even an empty one", () => {
    const props = mirrorPageProps(
      { page: { ...serverPage, data: [], totalCount: 0 }, syncedAt: 1 },
      { data: serverPage, refetch: vi.fn() },
    )
    expect(props.records).toEqual([])
    expect(props.totalCount).toBe(0)
    expect(props.fetching).toBe(false)
  })

  it('is empty and loading with neither page, and retry asks the server', () => {
    const refetch = vi.fn()
    const props = mirrorPageProps({ page: undefined, syncedAt: null }, { data: undefined, refetch })
    expect(props.records).toEqual([])
    expect(props.fetching).toBe(true)
    props.onRetry()
    expect(refetch).toHaveBeenCalledOnce()
  })
})
