// Text → SVG path data with a real font (opentype.js), laid out the way the editor lays it out:
// lines split at newlines, line height 1.2 × size, letter spacing after every letter but the
// last, aligned left / centre / right. The result is scaled to the element's box, so small metric
// differences between the browser and opentype.js cannot move text out of where the seller put it.
import type { Font } from 'opentype.js'
import { charactersNotDrawn } from '../../../src/contract/design-preflight'
import { MM_PER_PT, TEXT_LINE_HEIGHT, type TextElement } from '../../../src/contract/designs'

const LINE_HEIGHT = TEXT_LINE_HEIGHT

/**
 * One glyph per character, without shaping: opentype.js 2.0's shaper throws on lookups it does
 * not support (Roboto's ccmp), and the editor's canvas does not shape differently for Latin or CJK.
 */
export const glyphsOf = (font: Font, line: string) => [...line].map((character) => font.charToGlyph(character))

/**
 * Characters the font has no glyph for (drawn as .notdef boxes otherwise), each once. A design
 * or a text material with any is refused by name rather than printed with boxes.
 */
export const missingCharacters = (font: Font, text: string): string[] =>
  charactersNotDrawn(text, (character) => font.charToGlyph(character).index !== 0)

export function lineWidth(font: Font, line: string, size: number, spacing: number): number {
  const glyphs = glyphsOf(font, line)
  const scale = size / font.unitsPerEm
  let width = 0
  for (const glyph of glyphs) width += (glyph.advanceWidth ?? 0) * scale
  return width + spacing * Math.max(0, [...line].length - 1)
}

/** The box (mm) text needs at its size: what the editor measures on its canvas. */
export function textBox(font: Font, element: Pick<TextElement, 'text' | 'fontSize' | 'letterSpacing'>) {
  const size = element.fontSize * MM_PER_PT
  const spacing = element.letterSpacing * MM_PER_PT
  const lines = element.text.split('\n')
  return {
    width: Math.max(...lines.map((line) => lineWidth(font, line, size, spacing))),
    height: lines.length * size * LINE_HEIGHT,
  }
}

/** Path data in millimetres relative to the element box's top-left, and the box it was made for. */
export function textPathData(font: Font, element: TextElement): string {
  const size = element.fontSize * MM_PER_PT
  const spacing = element.letterSpacing * MM_PER_PT
  const lines = element.text.split('\n')
  const widths = lines.map((line) => lineWidth(font, line, size, spacing))
  const naturalWidth = Math.max(1e-3, ...widths)
  const naturalHeight = lines.length * size * LINE_HEIGHT
  const ascender = (font.ascender / font.unitsPerEm) * size
  const descender = (-font.descender / font.unitsPerEm) * size
  const scale = size / font.unitsPerEm
  const parts: string[] = []
  lines.forEach((line, index) => {
    const free = naturalWidth - (widths[index] ?? 0)
    let x = element.align === 'center' ? free / 2 : element.align === 'right' ? free : 0
    // The glyphs' ascender-to-descender band centred in the line box.
    const baseline = index * size * LINE_HEIGHT + (size * LINE_HEIGHT - (ascender + descender)) / 2 + ascender
    for (const glyph of glyphsOf(font, line)) {
      parts.push(glyph.getPath(x, baseline, size).toPathData({ decimalPlaces: 3, flipY: false }))
      x += (glyph.advanceWidth ?? 0) * scale + spacing
    }
  })
  const sx = element.width / naturalWidth
  const sy = element.height / naturalHeight
  return `<g transform="scale(${round(sx)} ${round(sy)})"><path d="${parts.join(' ')}"/></g>`
}

const round = (value: number) => Math.round(value * 1e6) / 1e6
