// A text style → an SVG of glyph outlines (opentype.js, the same font files the print files use),
// in points. Straight text is laid out the way the design editor lays it out (text-path.ts: line
// height 1.2 × size, letter spacing between letters, aligned within the widest line); on an arc
// every glyph is turned to the circle's tangent at its centre. The drawing is cropped to the ink
// (plus the outline), so the material's box is the text and nothing around it.
import type { Font } from 'opentype.js'
import { TEXT_LINE_HEIGHT } from '../../../src/contract/designs'
import type { TextStyle } from '../../../src/contract/text-materials'
import { glyphsOf, lineWidth } from '../designs/public'

export interface TextDrawing {
  /** The drawing's paths, in points, inside `box`. */
  body: string
  box: { x: number; y: number; width: number; height: number }
}

interface Placed {
  path: string
  x: number
  y: number
  /** Degrees. */
  angle: number
  bounds: { x1: number; y1: number; x2: number; y2: number }
}

const num = (value: number) => Math.round(value * 1000) / 1000

/** Where each glyph's centre sits on its line, before any arc. */
function layout(font: Font, style: TextStyle) {
  const size = style.fontSize
  const lines = style.text.split('\n')
  const widths = lines.map((line) => lineWidth(font, line, size, style.letterSpacing))
  const widest = Math.max(1e-3, ...widths)
  const scale = size / font.unitsPerEm
  const glyphs: { line: number; centre: number; glyph: ReturnType<typeof glyphsOf>[number]; advance: number }[] = []
  lines.forEach((line, index) => {
    const free = widest - (widths[index] ?? 0)
    let x = style.align === 'center' ? free / 2 : style.align === 'right' ? free : 0
    for (const glyph of glyphsOf(font, line)) {
      const advance = (glyph.advanceWidth ?? 0) * scale
      glyphs.push({ line: index, centre: x + advance / 2, glyph, advance })
      x += advance + style.letterSpacing
    }
  })
  return { glyphs, widest, lineHeight: size * TEXT_LINE_HEIGHT }
}

/** The glyph's baseline centre and turn: straight, or on the line's circle. */
function position(style: TextStyle, widest: number, lineHeight: number, line: number, centre: number) {
  if (style.arc === 0) return { x: centre, y: line * lineHeight, angle: 0 }
  const up = style.arc > 0
  const radius = widest / ((Math.abs(style.arc) * Math.PI) / 180)
  // Lines below the first are inner circles of a rainbow and outer circles of a smile.
  const own = Math.max(style.fontSize, up ? radius - line * lineHeight : radius + line * lineHeight)
  const theta = (centre - widest / 2) / own
  return up
    ? { x: own * Math.sin(theta), y: radius - own * Math.cos(theta), angle: (theta * 180) / Math.PI }
    : { x: own * Math.sin(theta), y: -radius + own * Math.cos(theta), angle: (-theta * 180) / Math.PI }
}

function turnedBounds(box: Placed['bounds'], x: number, y: number, angle: number) {
  const r = (angle * Math.PI) / 180
  const cos = Math.cos(r)
  const sin = Math.sin(r)
  const corners = [
    [box.x1, box.y1],
    [box.x2, box.y1],
    [box.x1, box.y2],
    [box.x2, box.y2],
  ].map(([px, py]) => [x + px! * cos - py! * sin, y + px! * sin + py! * cos] as const)
  return {
    x1: Math.min(...corners.map((c) => c[0])),
    y1: Math.min(...corners.map((c) => c[1])),
    x2: Math.max(...corners.map((c) => c[0])),
    y2: Math.max(...corners.map((c) => c[1])),
  }
}

/** Null when the text has no ink (only spaces, or letters the font lacks and draws as nothing). */
export function drawText(font: Font, style: TextStyle): TextDrawing | null {
  const { glyphs, widest, lineHeight } = layout(font, style)
  const placed: Placed[] = []
  for (const item of glyphs) {
    const path = item.glyph.getPath(-item.advance / 2, 0, style.fontSize)
    const data = path.toPathData({ decimalPlaces: 3, flipY: false })
    if (!data) continue
    const at = position(style, widest, lineHeight, item.line, item.centre)
    const own = path.getBoundingBox()
    if (!(own.x2 > own.x1) && !(own.y2 > own.y1)) continue
    placed.push({ path: data, ...at, bounds: turnedBounds(own, at.x, at.y, at.angle) })
  }
  if (placed.length === 0) return null
  const pad = style.strokeWidth / 2 + 1
  const x1 = Math.min(...placed.map((p) => p.bounds.x1)) - pad
  const y1 = Math.min(...placed.map((p) => p.bounds.y1)) - pad
  const x2 = Math.max(...placed.map((p) => p.bounds.x2)) + pad
  const y2 = Math.max(...placed.map((p) => p.bounds.y2)) + pad
  const paint =
    style.strokeWidth > 0
      ? ` stroke="${style.stroke}" stroke-width="${num(style.strokeWidth)}" stroke-linejoin="round" paint-order="stroke"`
      : ''
  const paths = placed
    .map((p) =>
      p.angle === 0
        ? `<path transform="translate(${num(p.x)} ${num(p.y)})" d="${p.path}"/>`
        : `<path transform="translate(${num(p.x)} ${num(p.y)}) rotate(${num(p.angle)})" d="${p.path}"/>`,
    )
    .join('')
  return {
    body: `<g fill="${style.fill}"${paint}>${paths}</g>`,
    box: { x: num(x1), y: num(y1), width: num(x2 - x1), height: num(y2 - y1) },
  }
}

/** The drawing as a document: `unit` 'pt' for the stored vector, '' (pixels) for a render. */
export function svgDocument(drawing: TextDrawing, width: number, height: number, unit: 'pt' | '') {
  const { x, y, width: w, height: h } = drawing.box
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}${unit}" height="${num(height)}${unit}" viewBox="${x} ${y} ${w} ${h}">${drawing.body}</svg>`
}
