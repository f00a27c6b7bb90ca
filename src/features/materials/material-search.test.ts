// The material lists' URL and the category tree helpers shared with the server.
import { describe, expect, it } from 'vitest'
import { buildCategoryTree, descendantIds, type MaterialCategoryRow } from '../../contract/materials'
import { materialListRequest, nextMaterialSearch, parseMaterialSearch } from './material-search'

const row = (id: string, pid: string, name: string, sort = 0): MaterialCategoryRow => ({
  id,
  pid,
  name,
  sort,
  isPublic: false,
  materialCount: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
})

describe('material search', () => {
  it('keeps valid params, drops invalid ones and the defaults', () => {
    expect(
      parseMaterialSearch({ categoryId: 'mc-1', type: 'video', pageNo: '1', pageSize: '48', keyword: ' dots ' }),
    ).toEqual({
      categoryId: 'mc-1',
      pageSize: 48,
      keyword: 'dots',
    })
  })

  it('starts again at the first page when a filter changes', () => {
    expect(nextMaterialSearch({ pageNo: 3, type: 'image' }, { categoryId: 'mc-2' })).toEqual({
      type: 'image',
      categoryId: 'mc-2',
    })
  })

  it('asks for 24 newest first by default', () => {
    expect(materialListRequest({})).toMatchObject({
      pageNo: 1,
      pageSize: 24,
      sortField: 'createdAt',
      sortOrder: 'descend',
    })
  })
})

describe('category tree', () => {
  const rows = [row('b', '0', 'B', 2), row('a', '0', 'A', 1), row('a1', 'a', 'A1'), row('a1x', 'a1', 'deep')]
  it('nests children under parents in sort order', () => {
    const tree = buildCategoryTree(rows)
    expect(tree.map((node) => node.id)).toEqual(['a', 'b'])
    expect(tree[0]!.children[0]!.children[0]!.id).toBe('a1x')
  })
  it('lists a node with all its descendants', () => {
    expect(descendantIds(rows, 'a').sort()).toEqual(['a', 'a1', 'a1x'])
  })
})
