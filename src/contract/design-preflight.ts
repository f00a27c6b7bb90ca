// Preflight: will this design print well? Pure rules over the design and its print areas, run
// live in the editor (on the canvas and in a list) and again by the server before it saves or
// renders (errors refuse the save with a 400). The thresholds are the constants of designs.ts.
import {
  type DesignElement,
  type DesignSide,
  DPI_REFUSE,
  DPI_WARN,
  EDGE_TOLERANCE_MM,
  type ImageElement,
  MIN_TEXT_PT,
  MM_PER_INCH,
  type PrintArea,
} from './designs'

export type PreflightSeverity = 'error' | 'warning'
export type PreflightCode =
  /** An image under DPI_REFUSE at its printed size. */
  | 'dpi-refused'
  /** An image under DPI_WARN. */
  | 'dpi-low'
  /** Part of an element lies outside the print area (that part is cut off). */
  | 'outside'
  /** An element lies wholly outside the print area: nothing of it prints. */
  | 'off-area'
  /** Text smaller than MIN_TEXT_PT. */
  | 'text-small'
  /** Text with characters its font has no glyph for (they would print as empty boxes). */
  | 'glyphs-missing'
  /** A side has elements but none of them prints (all hidden or outside). */
  | 'side-blank'
  /** No side of the design prints anything. */
  | 'design-empty'

export interface PreflightIssue {
  code: PreflightCode
  severity: PreflightSeverity
  sideId: string
  elementId?: string
  /** Effective DPI, for the DPI codes. */
  dpi?: number
  /** Text size in points, for text-small. */
  pt?: number
  /** The characters the font cannot draw, for glyphs-missing (each once, at most MISSING_SHOWN). */
  characters?: string[]
}

/**
 * What the fonts can draw, when the caller knows it: the characters of `text` that the font
 * `fontId` (null: the built-in sans) has no glyph for, or null when that is not known (yet). The
 * editor answers from the font files it loaded; the server checks with opentype.js when it saves.
 */
export type MissingGlyphs = (fontId: string | null, text: string) => string[] | null

/** How many missing characters an issue names (the server's refusal names as many). */
export const MISSING_SHOWN = 12

/**
 * The characters of `text` a font cannot draw, each once, in order. White space is not drawn, so
 * not asked. One rule for the editor's live check and the server's refusal, so they agree.
 */
export function charactersNotDrawn(text: string, canDraw: (character: string) => boolean): string[] {
  const missing = new Set<string>()
  for (const character of text) if (!/\s/.test(character) && !canDraw(character)) missing.add(character)
  return [...missing]
}

const SEVERITY: Record<PreflightCode, PreflightSeverity> = {
  'dpi-refused': 'error',
  'dpi-low': 'warning',
  outside: 'warning',
  'off-area': 'warning',
  'text-small': 'warning',
  // The server refuses the save, so the live check says so as an error.
  'glyphs-missing': 'error',
  'side-blank': 'warning',
  'design-empty': 'error',
}

/** Effective DPI of an image element: the lower of its two directions (a stretched image is judged by its worse axis). */
export function effectiveDpi(element: Pick<ImageElement, 'width' | 'height' | 'pixelWidth' | 'pixelHeight'>): number {
  const across = element.pixelWidth / (element.width / MM_PER_INCH)
  const down = element.pixelHeight / (element.height / MM_PER_INCH)
  return Math.floor(Math.min(across, down))
}

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** The axis-aligned box around an element after its rotation about its centre (flips do not move it). */
export function boundsOf(element: Pick<DesignElement, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Box {
  const cx = element.x + element.width / 2
  const cy = element.y + element.height / 2
  const radians = (element.rotation * Math.PI) / 180
  const cos = Math.abs(Math.cos(radians))
  const sin = Math.abs(Math.sin(radians))
  const halfW = (element.width * cos + element.height * sin) / 2
  const halfH = (element.width * sin + element.height * cos) / 2
  return { left: cx - halfW, top: cy - halfH, right: cx + halfW, bottom: cy + halfH }
}

/** 'inside', 'partly' or 'outside' the print area, with EDGE_TOLERANCE_MM of grace. */
export function placementOf(element: DesignElement, area: PrintArea): 'inside' | 'partly' | 'outside' {
  const box = boundsOf(element)
  const t = EDGE_TOLERANCE_MM
  if (box.right <= 0 || box.bottom <= 0 || box.left >= area.width || box.top >= area.height) return 'outside'
  if (box.left >= -t && box.top >= -t && box.right <= area.width + t && box.bottom <= area.height + t) return 'inside'
  return 'partly'
}

const issue = (code: PreflightCode, sideId: string, extra: Partial<PreflightIssue> = {}): PreflightIssue => ({
  code,
  severity: SEVERITY[code],
  sideId,
  ...extra,
})

/** The issues of one side. Hidden elements are not printed, so they are not judged. */
export function preflightSide(side: DesignSide, area: PrintArea, glyphs?: MissingGlyphs): PreflightIssue[] {
  const issues: PreflightIssue[] = []
  let printing = 0
  for (const element of side.elements) {
    if (element.hidden) continue
    const placement = placementOf(element, area)
    if (placement === 'outside') {
      issues.push(issue('off-area', side.sideId, { elementId: element.id }))
      continue
    }
    printing++
    if (placement === 'partly') issues.push(issue('outside', side.sideId, { elementId: element.id }))
    if (element.kind === 'image') {
      const dpi = effectiveDpi(element)
      if (dpi < DPI_REFUSE) issues.push(issue('dpi-refused', side.sideId, { elementId: element.id, dpi }))
      else if (dpi < DPI_WARN) issues.push(issue('dpi-low', side.sideId, { elementId: element.id, dpi }))
    } else {
      const missing = glyphs?.(element.fontId, element.text)
      if (missing?.length)
        issues.push(
          issue('glyphs-missing', side.sideId, { elementId: element.id, characters: missing.slice(0, MISSING_SHOWN) }),
        )
      if (element.fontSize < MIN_TEXT_PT)
        issues.push(issue('text-small', side.sideId, { elementId: element.id, pt: element.fontSize }))
    }
  }
  if (side.elements.length > 0 && printing === 0) issues.push(issue('side-blank', side.sideId))
  return issues
}

/** Whether a side prints anything (a visible element at least partly inside its area). */
export const sidePrints = (side: DesignSide, area: PrintArea) =>
  side.elements.some((element) => !element.hidden && placementOf(element, area) !== 'outside')

/**
 * Every issue of a design. `areas` maps side ids to their print areas; a side the map does not
 * know is skipped here (the server refuses it separately as not belonging to the model).
 */
export function preflightDesign(
  sides: DesignSide[],
  areas: ReadonlyMap<string, PrintArea>,
  glyphs?: MissingGlyphs,
): PreflightIssue[] {
  const issues: PreflightIssue[] = []
  let anyPrints = false
  for (const side of sides) {
    const area = areas.get(side.sideId)
    if (!area) continue
    issues.push(...preflightSide(side, area, glyphs))
    if (sidePrints(side, area)) anyPrints = true
  }
  if (!anyPrints) issues.unshift(issue('design-empty', sides[0]?.sideId ?? ''))
  return issues
}

export const blockingIssues = (issues: PreflightIssue[]) => issues.filter((one) => one.severity === 'error')
