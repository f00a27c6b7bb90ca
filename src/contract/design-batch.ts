// Batch design (issue 17 item 4): many library pictures × many product models with one placement
// rule; a background job (server/jobs, kind design.batch) makes a design, its print files,
// mockups and goods for every pair that prints well, and records a reason for every pair it skips.
import { z } from 'zod'
import { effectiveDpi } from './design-preflight'
import { DPI_REFUSE, DPI_WARN, MM_PER_INCH, type PrintArea } from './designs'

export const BATCH_MAX_MATERIALS = 100
export const BATCH_MAX_MODELS = 20
export const BATCH_KIND = 'design.batch'

export const PLACEMENT_MODES = ['fit', 'fill'] as const
export const PLACEMENT_ANCHORS = ['top', 'center', 'bottom'] as const
export const PLACEMENT_SIDES = ['first', 'all'] as const

export const placementRuleSchema = z.object({
  /** fit: the whole picture inside the area; fill: the area covered (edges cut off). */
  mode: z.enum(PLACEMENT_MODES),
  anchor: z.enum(PLACEMENT_ANCHORS),
  /** Kept free on every edge, mm. */
  margin: z.number().finite().min(0).max(100),
  /** The model's first side only, or every side. */
  sides: z.enum(PLACEMENT_SIDES),
})
export type PlacementRule = z.infer<typeof placementRuleSchema>

const id = z.string().trim().min(1).max(64)
const batchCommon = {
  materialIds: z.array(id).min(1).max(BATCH_MAX_MATERIALS),
  shopId: id,
  rule: placementRuleSchema,
  /** The design and goods title; {material} and {model} are replaced. */
  title: z.string().trim().min(1).max(120),
}
/**
 * What the screen sends: the chosen models, or a whole product category (with the categories under
 * it), whose models the server reads when the batch starts.
 */
export const batchDesignSchema = z
  .object({
    ...batchCommon,
    productIds: z.array(id).min(1).max(BATCH_MAX_MODELS).optional(),
    categoryId: id.optional(),
  })
  .refine(
    (input) => (input.productIds === undefined) !== (input.categoryId === undefined),
    // Worded by the server's catalog (see `translated` in ./orders; not imported: it would bring
    // the orders contract into the batch screen's bundle).
    { params: { i18n: 'design.batch.modelsOrCategory' }, path: ['productIds'] },
  )
export type BatchDesignRequest = z.infer<typeof batchDesignSchema>

/** What the job runs on: the models fixed when it started (a category's as they were then). */
export const batchJobSchema = z.object({
  ...batchCommon,
  productIds: z.array(id).min(1).max(BATCH_MAX_MODELS),
  /** The category the models came from, when the seller chose one. */
  categoryId: id.nullable().default(null),
})
export type BatchDesignInput = z.infer<typeof batchJobSchema>

export const BATCH_OUTCOMES = ['made', 'skipped'] as const
export type BatchOutcome = (typeof BATCH_OUTCOMES)[number]
/** Why a pair was skipped (the screens word it in the user's language). */
export const BATCH_SKIP_REASONS = ['dpi', 'no-sides', 'missing', 'render'] as const
export type BatchSkipReason = (typeof BATCH_SKIP_REASONS)[number]

export interface BatchItemRow {
  seq: number
  materialId: string
  materialName: string
  productId: string
  productTitle: string
  outcome: BatchOutcome
  reason: BatchSkipReason | null
  /** For dpi: the DPI the picture would print at. */
  dpi: number | null
  designId: string | null
  goodsId: string | null
  mockup: string | null
}

export const DESIGN_BATCH_PATHS = {
  start: '/design/batch/start',
  items: '/design/batch/items',
} as const
export const batchItemsSchema = z.object({ jobId: id })

/** Where the rule puts a picture of `pixels` in an area: the box in mm, and the DPI it prints at. */
export function placeByRule(pixels: { width: number; height: number }, area: PrintArea, rule: PlacementRule) {
  const innerW = Math.max(1, area.width - 2 * rule.margin)
  const innerH = Math.max(1, area.height - 2 * rule.margin)
  const aspect = pixels.width / pixels.height
  const byWidth = innerW / aspect <= innerH
  const fitWidth = rule.mode === 'fit' ? byWidth : !byWidth
  const width = fitWidth ? innerW : innerH * aspect
  const height = fitWidth ? innerW / aspect : innerH
  const x = rule.margin + (innerW - width) / 2
  const freeY = innerH - height
  const y = rule.margin + (rule.anchor === 'top' ? 0 : rule.anchor === 'bottom' ? freeY : freeY / 2)
  const round = (value: number) => Math.round(value * 100) / 100
  const box = { x: round(x), y: round(y), width: round(width), height: round(height) }
  const dpi = effectiveDpi({ ...box, pixelWidth: pixels.width, pixelHeight: pixels.height })
  return {
    box,
    dpi,
    level: dpi < DPI_REFUSE ? ('refused' as const) : dpi < DPI_WARN ? ('low' as const) : ('ok' as const),
  }
}

/** The physical width a picture prints sharply at (DPI_WARN), mm: for hints in the preview. */
export const sharpWidthMm = (pixels: number) => (pixels / DPI_WARN) * MM_PER_INCH
