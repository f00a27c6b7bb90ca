import { describe, expect, it } from 'vitest'
import { areaChildren, regionLevels } from './get-areas'

const AREAS = [
  { id: '11', pid: '0', name: 'Beijing' },
  { id: '1101', pid: '11', name: 'Dongcheng' },
  { id: '1102', pid: '11', name: 'Xicheng' },
  { id: '33', pid: '0', name: 'Zhejiang' },
  { id: '3301', pid: '33', name: 'Hangzhou' },
  { id: '330102', pid: '3301', name: 'Shangcheng' },
]

describe('region levels from the area tree', () => {
  const children = areaChildren(AREAS)
  it('lists the top level until something is chosen', () => {
    expect(regionLevels(children, [])).toEqual([['Beijing', 'Zhejiang']])
  })
  it('adds the children of each chosen name, in the server order', () => {
    expect(regionLevels(children, ['Beijing'])).toEqual([
      ['Beijing', 'Zhejiang'],
      ['Dongcheng', 'Xicheng'],
    ])
    expect(regionLevels(children, ['Zhejiang', 'Hangzhou'])).toEqual([
      ['Beijing', 'Zhejiang'],
      ['Hangzhou'],
      ['Shangcheng'],
    ])
  })
  it('stops at a leaf or at a name that is not in the tree', () => {
    expect(regionLevels(children, ['Beijing', 'Xicheng'])).toHaveLength(2)
    expect(regionLevels(children, ['Atlantis'])).toEqual([['Beijing', 'Zhejiang']])
  })
})
