// Text materials (SPEC.md §2 "/dis/mi/ text editor", issue 17 item 5): styled text drawn on the
// server with the seller's font as glyph outlines, kept in the materials library as a vector (SVG)
// and a PNG render. The PNG is an ordinary library material, so the design editor's picker,
// preflight (DPI from its pixels) and print files use it like any picture; the style is kept so
// the text editor can open the material again and change it.
//
// Rules decided here (SPEC.md is silent):
// - Sizes are in points (pt), like the design editor's text. The PNG's longer side is at least
//   TEXT_RENDER_MIN_EDGE px (a 25 cm print at 300 DPI) and at most TEXT_RENDER_MAX_EDGE px.
// - Every save makes a new material. A library file never changes under its id (browsers keep it,
//   and designs record its pixel size), so a text opened again and changed is saved beside the old
//   one, and the designs that use the old one stay as they were.
// - Arc: the angle (degrees) the widest line spans on its circle; positive bends it up like a
//   rainbow, negative down like a smile, 0 is straight. Further lines follow concentric circles.
import { z } from 'zod'
import { materialName } from './materials'

export const TEXT_MATERIAL_PATHS = {
  /** The SVG of a style, drawn with the real font: what the editor shows while typing. */
  preview: '/material/text/preview',
  /** The newest TEXT_RECENT_LIMIT text materials, to open one again. */
  list: '/material/text/list',
  save: '/material/text/save',
  detail: (id: string) => `/material/text/${encodeURIComponent(id)}`,
  svg: (id: string) => `/material/text/${encodeURIComponent(id)}/svg`,
} as const

export const TEXT_RENDER_DPI = 300
export const TEXT_RENDER_MIN_EDGE = 3000
export const TEXT_RENDER_MAX_EDGE = 6000
export const TEXT_MAX_LINES = 10
export const TEXT_MAX_CHARS = 400
export const TEXT_RECENT_LIMIT = 60
export const TEXT_ALIGNS = ['left', 'center', 'right'] as const

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/)

export const textStyleSchema = z
  .object({
    text: z
      .string()
      .max(TEXT_MAX_CHARS)
      .refine((value) => value.trim().length > 0, { message: 'textMaterial.empty' })
      .refine((value) => value.split('\n').length <= TEXT_MAX_LINES, { message: 'textMaterial.tooManyLines' }),
    /** Null: the built-in sans (Roboto). */
    fontId: z.string().trim().min(1).max(64).nullable(),
    fontSize: z.number().finite().min(6).max(400),
    fill: color,
    stroke: color,
    /** 0: no outline. */
    strokeWidth: z.number().finite().min(0).max(40),
    letterSpacing: z.number().finite().min(-20).max(200),
    align: z.enum(TEXT_ALIGNS),
    arc: z.number().finite().min(-360).max(360),
  })
  .strict()
export type TextStyle = z.infer<typeof textStyleSchema>

export const textPreviewSchema = z.object({ style: textStyleSchema }).strict()

export const textMaterialSaveSchema = z
  .object({
    name: materialName,
    categoryId: z.string().trim().min(1).max(64).nullable().optional(),
    style: textStyleSchema,
  })
  .strict()
export type TextMaterialSaveInput = z.infer<typeof textMaterialSaveSchema>

export interface TextPreview {
  svg: string
  /** Size of the drawing in points. */
  width: number
  height: number
}

export interface TextMaterialDetail {
  id: string
  name: string
  categoryId: string | null
  style: TextStyle
  /** The PNG render's pixels. */
  width: number
  height: number
  version: number
  updatedAt: string
}

export const DEFAULT_TEXT_STYLE: TextStyle = {
  text: 'Hello',
  fontId: null,
  fontSize: 72,
  fill: '#1F2937',
  stroke: '#FFFFFF',
  strokeWidth: 0,
  letterSpacing: 0,
  align: 'center',
  arc: 0,
}
