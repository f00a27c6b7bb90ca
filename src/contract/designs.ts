// Designs (issue 17): what the design editor (/dis/pcdiy/) saves, the server renders and the
// goods carry. A design places elements — library images and text — in the print areas of a
// product model's sides. Geometry is in millimetres of the print area (its top-left corner is
// 0,0), so a design does not depend on a screen or on the print resolution; the print file's
// pixels come from printResolution(). Pure TypeScript: app, service worker and server import it.
import { z } from 'zod'
import { ZOOM_MAX, ZOOM_MIN } from './constants'
import { DESIGN_PATHS } from './offline-paths'

export { DESIGN_PATHS }

/** Effective DPI of an image at its printed size: under WARN it is flagged, under REFUSE it cannot be saved. */
export const DPI_WARN = 150
export const DPI_REFUSE = 100
/** The resolution print files are made at, when the print area is small enough (see printResolution). */
export const PRINT_DPI = 300
/** A print file never has more pixels than this (sharp's input limit is set from it too). */
export const PRINT_MAX_PIXELS = 64_000_000
/** Smallest text that prints legibly, in points (1 pt = 1/72 in). */
export const MIN_TEXT_PT = 6
/** Elements per side and sides per design: enough for real work, bounded for the renderer. */
export const MAX_ELEMENTS_PER_SIDE = 60
export const MAX_TEXT_LENGTH = 500
/** How far outside the print area (mm) still counts as inside: rounding of a snapped edge. */
export const EDGE_TOLERANCE_MM = 0.5
/** The editor's zoom, per cent of the print file's pixels (SPEC.md §9 zoom ratio 1–100). */
export const ZOOM_LIMITS = { min: ZOOM_MIN, max: ZOOM_MAX } as const
export const MM_PER_INCH = 25.4
/** Line height of text, times the font size: the editor and the print file lay lines out alike. */
export const TEXT_LINE_HEIGHT = 1.2
export const MM_PER_PT = MM_PER_INCH / 72

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const
export type TextAlign = (typeof TEXT_ALIGNS)[number]

/** What every element has: where (mm, its unrotated box's top-left), turned about its centre. */
const base = {
  id: z.string().trim().min(1).max(40),
  /** Top-left of the unrotated box, in mm from the print area's top-left. */
  x: z.number().finite().min(-2000).max(4000),
  y: z.number().finite().min(-2000).max(4000),
  width: z.number().finite().positive().max(4000),
  height: z.number().finite().positive().max(4000),
  /** Degrees, clockwise, about the box's centre. */
  rotation: z.number().finite().min(-360).max(360),
  flipX: z.boolean(),
  flipY: z.boolean(),
  locked: z.boolean(),
  hidden: z.boolean(),
}

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/)

export const imageElementSchema = z.object({
  ...base,
  kind: z.literal('image'),
  materialId: z.string().trim().min(1).max(64),
  /** Pixel size of the material (the editor knows it; the server checks it against the file). */
  pixelWidth: z.number().int().positive().max(100_000),
  pixelHeight: z.number().int().positive().max(100_000),
})

export const textElementSchema = z.object({
  ...base,
  kind: z.literal('text'),
  text: z.string().min(1).max(MAX_TEXT_LENGTH),
  /** A font of the seller's library; null is the built-in sans. */
  fontId: z.string().trim().min(1).max(64).nullable(),
  /** Font size in points. */
  fontSize: z.number().finite().positive().max(2000),
  fill: color,
  align: z.enum(TEXT_ALIGNS),
  /** Extra space between letters, in points. */
  letterSpacing: z.number().finite().min(-50).max(200),
})

export const designElementSchema = z.discriminatedUnion('kind', [imageElementSchema, textElementSchema])
export type DesignElement = z.infer<typeof designElementSchema>
export type ImageElement = z.infer<typeof imageElementSchema>
export type TextElement = z.infer<typeof textElementSchema>

export const designSideSchema = z.object({
  sideId: z.string().trim().min(1).max(64),
  elements: z.array(designElementSchema).max(MAX_ELEMENTS_PER_SIDE),
})
export type DesignSide = z.infer<typeof designSideSchema>

export const designSaveSchema = z.object({
  /** Absent: a new design. */
  id: z.string().trim().min(1).max(64).optional(),
  /** The version the change is based on (412 when another save came first). */
  version: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(80),
  productId: z.string().trim().min(1).max(64),
  color: color,
  /** The editor's zoom when saved, per cent of the print file's pixels (SPEC.md §9: 1–100). */
  zoom: z.number().int().min(ZOOM_MIN).max(ZOOM_MAX),
  sides: z.array(designSideSchema).min(1).max(12),
})
export type DesignSaveInput = z.infer<typeof designSaveSchema>

export const designListSchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(80).optional(),
})

export const designGoodsSchema = z.object({
  designId: z.string().trim().min(1).max(64),
  shopId: z.string().trim().min(1).max(64),
  title: z.string().trim().min(1).max(200),
})

/** One rendered side of a version: the print file and the mockup (files behind /design/file). */
export interface DesignSideFiles {
  sideId: string
  sideName: string
  /** Print file pixels and resolution. */
  width: number
  height: number
  dpi: number
  printFile: string
  mockup: string
}

export interface DesignRow {
  id: string
  name: string
  productId: string
  productTitle: string
  color: string
  currentVersion: number
  /** Mockup of the first printed side of the current version. */
  cover: string | null
  goodsCount: number
  updatedAt: string
  version: number
}

export interface DesignDetail extends DesignRow {
  zoom: number
  sides: DesignSide[]
  files: DesignSideFiles[]
  /** Versions an order holds: editing never changes them. */
  frozenVersions: number[]
}

// ---- Print areas and resolution ----

export interface PrintArea {
  /** mm */
  width: number
  height: number
}

/**
 * The print file's resolution for a print area: PRINT_DPI, lowered for very large areas (posters,
 * banners) so the file stays within PRINT_MAX_PIXELS — large formats are seen from further away.
 */
export function printResolution(area: PrintArea): { dpi: number; width: number; height: number } {
  const inches = (area.width / MM_PER_INCH) * (area.height / MM_PER_INCH)
  const dpi = Math.min(PRINT_DPI, Math.floor(Math.sqrt(PRINT_MAX_PIXELS / Math.max(inches, 1e-6))))
  return {
    dpi,
    width: Math.max(1, Math.round((area.width / MM_PER_INCH) * dpi)),
    height: Math.max(1, Math.round((area.height / MM_PER_INCH) * dpi)),
  }
}

/**
 * The model photo's frame around a side's print area: the area sits at (x, y) and the photo
 * leaves as much room right and below as left and above (the demo sides are laid out so).
 */
export const mockupFrame = (side: { width: number; height: number; x: number; y: number }) => ({
  width: side.width + 2 * side.x,
  height: side.height + 2 * side.y,
})

/** A side name as stored ('正面 Front') in the reader's language; a name in one language as it is. */
export function sideLabel(name: string, locale: string): string {
  const [zh, ...en] = name.split(' ')
  if (en.length === 0 || !/[\u4e00-\u9fff]/.test(zh ?? '')) return name
  return locale.startsWith('zh') ? zh! : en.join(' ')
}
