// Production for factories (issue 5): the stage machine of a production job — the one place it is
// defined; the server enforces it, the app offers only the moves it allows — plus the row shape
// the production source and the mirror share and the request schema of a stage change.
import { z } from 'zod'
import { pageRequestSchema } from './envelope'
import {
  ALL_PRODUCTION_STAGES,
  DEFECTIVE,
  PRODUCTION_PATHS,
  PRODUCTION_SOURCE,
  PRODUCTION_STAGES,
} from './offline-paths'

export { ALL_PRODUCTION_STAGES, DEFECTIVE, PRODUCTION_PATHS, PRODUCTION_SOURCE, PRODUCTION_STAGES }

/**
 * A production job is made when a factory accepts a purchase order addressed to it (one job per
 * purchase order, same lines, due two days after acceptance). Its stages, in order:
 *
 * | stage         | next          | may be marked defective |
 * |---------------|---------------|-------------------------|
 * | queued        | printing      | yes                     |
 * | printing      | finishing     | yes                     |
 * | finishing     | quality_check | yes                     |
 * | quality_check | packed        | yes                     |
 * | packed        | shipped       | no (it passed QC)       |
 * | shipped       | — (final)     | no                      |
 * | defective     | — (final)     | no                      |
 *
 * Marking a job defective needs a reason; it closes the job as "defective" and, in the same
 * transaction, raises a reprint job: the same purchase order and lines, starting at queued, linked
 * both ways (`reprintOfId` / `reprintJobId`). Only the factory the job belongs to moves it; the
 * distributor whose purchase order it is reads it. Every move writes a history entry.
 */
// PRODUCTION_STAGES, DEFECTIVE and ALL_PRODUCTION_STAGES live in offline-paths.ts (the outbox reads them without zod).
export type ProductionFlowStage = (typeof PRODUCTION_STAGES)[number]
export type ProductionStage = ProductionFlowStage | typeof DEFECTIVE

/** The moves the machine allows: from → the stages it may go to. */
export const PRODUCTION_MOVES: Record<ProductionStage, readonly ProductionStage[]> = {
  queued: ['printing', DEFECTIVE],
  printing: ['finishing', DEFECTIVE],
  finishing: ['quality_check', DEFECTIVE],
  quality_check: ['packed', DEFECTIVE],
  packed: ['shipped'],
  shipped: [],
  defective: [],
}

export const isFinalStage = (stage: ProductionStage) => PRODUCTION_MOVES[stage].length === 0
export const canMove = (from: ProductionStage, to: ProductionStage) => PRODUCTION_MOVES[from].includes(to)
export const canMarkDefective = (stage: ProductionStage) => canMove(stage, DEFECTIVE)

/** The one-tap move: the next stage of the flow, or null at the end (or when closed). */
export function nextStage(stage: ProductionStage): ProductionFlowStage | null {
  return PRODUCTION_MOVES[stage].find((to): to is ProductionFlowStage => to !== DEFECTIVE) ?? null
}

export interface ProductionLine {
  title: string
  sku: string
  image: string | null
  spec: Record<string, string>
  quantity: number
  /** Goods made in the design editor: the design version the order was made with (issue 17). */
  design?: ProductionLineDesign
}

/**
 * The design a line prints, copied onto the job when it is made: a later change of the design
 * makes a new version and never alters a job (the goods an order references keep their version).
 */
export interface ProductionLineDesign {
  designId: string
  name: string
  version: number
  /** One per printed side; `printFile` and `mockup` are storage keys (see PRODUCTION_PATHS.printFile). */
  files: { sideName: string; width: number; height: number; dpi: number; printFile: string; mockup: string }[]
}

export interface ProductionHistoryEntry {
  at: string
  by: string
  from: ProductionStage | null
  to: ProductionStage
  reason: string | null
}

/** A job as the production source lists it and the mirror keeps it (history included, so the
 * detail opens offline). */
export interface ProductionJobRow {
  id: string
  jobNo: string
  factoryId: string
  factoryName: string
  /** The distributor whose purchase order this is. */
  distributorId: string
  distributorName: string
  purchaseOrderId: string
  purchaseNo: string
  stage: ProductionStage
  lines: ProductionLine[]
  itemCount: number
  dueAt: string
  defectReason: string | null
  reprintOfId: string | null
  reprintJobId: string | null
  createdAt: string
  updatedAt: string
  version: number
  history: ProductionHistoryEntry[]
  /** Set on delta rows of withdrawn jobs (`updatedSince`). */
  deleted?: boolean
}

export const DEFECT_REASON_MAX = 200

/** One stage change. `to` is explicit (not "next") so a replay means exactly what the user saw. */
export const productionStageSchema = z.object({
  jobId: z.string().trim().min(1).max(64),
  to: z.enum(ALL_PRODUCTION_STAGES),
  version: z.number().int().min(1),
  reason: z.string().trim().min(1).max(DEFECT_REASON_MAX).optional(),
})
// A defect without a reason is refused by the server in the caller's language.
export type ProductionStageInput = z.input<typeof productionStageSchema>

/** The answer of a stage change: the job as it is now and, after a defect, its reprint. */
export interface ProductionStageResult {
  job: ProductionJobRow
  reprint: ProductionJobRow | null
}

export const PRODUCTION_SORT_FIELDS = ['createdAt', 'updatedAt', 'dueAt'] as const
export const productionListSchema = pageRequestSchema.extend({
  sortField: z.enum(PRODUCTION_SORT_FIELDS).optional(),
  stage: z.enum(ALL_PRODUCTION_STAGES).optional(),
  keyword: z.string().trim().max(64).optional(),
})
