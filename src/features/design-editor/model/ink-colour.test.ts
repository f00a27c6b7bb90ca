import { describe, expect, it } from 'vitest'
import { DARK_INK, inkFor, LIGHT_INK, luminanceOf } from './ink-colour'

describe('inkFor', () => {
  it('writes white on dark products and near-black on light ones', () => {
    expect(inkFor('#000000')).toBe(LIGHT_INK)
    expect(inkFor('#1F2A44')).toBe(LIGHT_INK) // navy
    expect(inkFor('#808080')).toBe(DARK_INK) // mid grey: black contrasts more
    expect(inkFor('#FFFFFF')).toBe(DARK_INK)
    expect(inkFor('#fc0')).toBe(DARK_INK) // yellow, short form
    expect(inkFor('#b22222')).toBe(LIGHT_INK) // firebrick
  })

  it('falls back to the dark ink for a colour that is not hex', () => {
    expect(inkFor('heather')).toBe(DARK_INK)
    expect(luminanceOf('#12345')).toBeNull()
  })
})
