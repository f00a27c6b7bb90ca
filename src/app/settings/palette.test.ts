import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_COLOUR, THEME_COLOURS } from '../../contract/constants'
import { BASE_SHADE, generatePalette, parseHex } from './palette'

const luminance = (hex: string) => {
  const [r, g, b] = parseHex(hex)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

describe('theme palette', () => {
  it.each(THEME_COLOURS)('makes ten shades around %s with the colour itself at the base shade', (colour) => {
    const palette = generatePalette(colour)
    expect(palette).toHaveLength(10)
    expect(palette[BASE_SHADE]).toBe(colour.toLowerCase())
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/)
    // Lightest first, darkest last.
    for (let i = 1; i < palette.length; i++) expect(luminance(palette[i]!)).toBeLessThan(luminance(palette[i - 1]!))
  })

  it('matches the Ant Design volcano palette for the default orange-red', () => {
    expect(generatePalette(DEFAULT_THEME_COLOUR)).toEqual([
      '#fff2e8',
      '#ffd8bf',
      '#ffbb96',
      '#ff9c6e',
      '#ff7a45',
      '#fa541c',
      '#d4380d',
      '#ad2102',
      '#871400',
      '#610b00',
    ])
  })

  it('accepts short hex and rejects anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255])
    expect(() => parseHex('orange')).toThrow()
  })
})
