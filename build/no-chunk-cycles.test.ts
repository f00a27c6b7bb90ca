import { describe, expect, it } from 'vitest'
import { findChunkCycle } from './no-chunk-cycles'

describe('findChunkCycle', () => {
  it('finds two chunks that import each other, through others too', () => {
    const imports = new Map([
      ['boot.js', []],
      ['session.js', ['boot.js', 'layout-base.js']],
      ['layout-base.js', ['boot.js', 'session.js']],
      ['orders.js', ['session.js', 'layout-base.js']],
    ])
    expect(findChunkCycle(imports)).toEqual(['session.js', 'layout-base.js', 'session.js'])
    imports.set('a.js', ['b.js'])
    imports.set('b.js', ['c.js'])
    imports.set('c.js', ['a.js'])
    imports.set('layout-base.js', ['boot.js'])
    expect(findChunkCycle(imports)).toEqual(['a.js', 'b.js', 'c.js', 'a.js'])
  })

  it('passes a graph where chunks share without a cycle', () => {
    const imports = new Map([
      ['boot.js', []],
      ['session.js', ['boot.js']],
      ['layout-base.js', ['boot.js', 'session.js']],
      ['orders.js', ['session.js', 'layout-base.js', 'boot.js']],
    ])
    expect(findChunkCycle(imports)).toBeNull()
  })
})
