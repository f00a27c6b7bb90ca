import { describe, expect, it } from 'vitest'
import { toolHref, toolOf } from './tool-pages'

describe('the design tools’ pages', () => {
  it('knows each tool by its path, with or without the base, the slash and a query', () => {
    expect(toolOf('/dis/pcdiy/')).toBe('pcdiy')
    expect(toolOf('/dis/batch?job=j-1')).toBe('batch')
    expect(toolOf('/mi/')).toBe('mi')
    expect(toolOf('/dis/mi/#top')).toBe('mi')
  })

  it('takes no other page for a tool', () => {
    for (const path of ['/dis/', '/dis/pcdiyx/', '/dis/goods/pcdiy/', '/dis/batch/1', '/dis/materials']) {
      expect(toolOf(path)).toBeNull()
    }
  })

  it('gives the address to load for a tool, and none for a console page', () => {
    expect(toolHref('/pcdiy/')).toBe('/dis/pcdiy/')
    expect(toolHref('/dis/batch/?job=j-1')).toBe('/dis/batch/?job=j-1')
    expect(toolHref('/sale/order')).toBeNull()
  })
})
