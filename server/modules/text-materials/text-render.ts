// A text style drawn for keeping: the stored vector (SVG in points) and its PNG render, sized so
// the library picture prints sharp (TEXT_RENDER_MIN_EDGE px on its longer side at the least, see
// contract/text-materials.ts) and never larger than TEXT_RENDER_MAX_EDGE.
import type { Font } from 'opentype.js'
import sharp from 'sharp'
import { ErrorCode } from '../../../src/contract/errors'
import {
  TEXT_RENDER_DPI,
  TEXT_RENDER_MAX_EDGE,
  TEXT_RENDER_MIN_EDGE,
  type TextPreview,
  type TextStyle,
} from '../../../src/contract/text-materials'
import { AppError } from '../../lib/app-error'
import { missingCharacters } from '../designs/public'
import { drawText, svgDocument, type TextDrawing } from './text-svg'

export function drawOrRefuse(font: Font, style: TextStyle): TextDrawing {
  const missing = missingCharacters(font, style.text)
  if (missing.length > 0)
    throw new AppError(ErrorCode.RULE, 'textMaterial.missingGlyphs', {
      params: { characters: missing.slice(0, 12).join(' ') },
    })
  const drawing = drawText(font, style)
  if (!drawing) throw new AppError(ErrorCode.RULE, 'textMaterial.noInk')
  return drawing
}

export function previewOf(drawing: TextDrawing): TextPreview {
  const { width, height } = drawing.box
  return { svg: svgDocument(drawing, width, height, 'pt'), width, height }
}

/** Pixels per point for the PNG: the print DPI, raised or lowered into the edge bounds. */
export function renderScale(width: number, height: number): number {
  const longer = Math.max(width, height)
  const nominal = TEXT_RENDER_DPI / 72
  return Math.min(TEXT_RENDER_MAX_EDGE / longer, Math.max(nominal, TEXT_RENDER_MIN_EDGE / longer))
}

export interface TextFiles {
  svg: Buffer
  png: Buffer
}

export async function renderTextFiles(drawing: TextDrawing): Promise<TextFiles> {
  const { width, height } = drawing.box
  const scale = renderScale(width, height)
  const pixels = { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
  const png = await sharp(Buffer.from(svgDocument(drawing, pixels.width, pixels.height, '')))
    .resize(pixels.width, pixels.height, { fit: 'fill' })
    .withIccProfile('srgb')
    .withDensity(TEXT_RENDER_DPI)
    .png({ compressionLevel: 6 })
    .toBuffer()
  return { svg: Buffer.from(previewOf(drawing).svg), png }
}
