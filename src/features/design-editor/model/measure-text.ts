// The box a text element needs, in millimetres, measured with the loaded font on a canvas the way
// Konva lays the text out (lines at TEXT_LINE_HEIGHT, letter spacing after each letter). The
// server scales its outlines to this box, so what the seller sees is what prints.
import { MM_PER_PT, TEXT_LINE_HEIGHT, type TextElement } from '../../../contract/designs'
import { familyOf } from '../api/fonts'

const SAMPLE_PX = 100
let context: CanvasRenderingContext2D | null = null

export function measureText(element: Pick<TextElement, 'text' | 'fontId' | 'fontSize' | 'letterSpacing'>) {
  context ??= document.createElement('canvas').getContext('2d')
  const size = element.fontSize * MM_PER_PT
  const spacing = element.letterSpacing * MM_PER_PT
  const lines = element.text.split('\n')
  let widest = 0
  for (const line of lines) {
    let width = line.length * 0.55 * size
    if (context) {
      context.font = `${SAMPLE_PX}px "${familyOf(element.fontId)}"`
      width = (context.measureText(line).width / SAMPLE_PX) * size
    }
    widest = Math.max(widest, width + spacing * Math.max(0, [...line].length - 1))
  }
  return {
    width: Math.max(1, Math.round(widest * 100) / 100),
    height: Math.max(1, Math.round(lines.length * size * TEXT_LINE_HEIGHT * 100) / 100),
  }
}
