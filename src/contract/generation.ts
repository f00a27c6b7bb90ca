// Listing price templates, generation strategies (which designs combine with which product
// models, for which shop) and generation tasks (the background job that makes the goods).
// Shared by the forms and the server: the same zod schemas validate both.
import { z } from 'zod'
import { ZOOM_MAX, ZOOM_MIN } from './constants'
import { pageRequestSchema } from './envelope'

export const GENERATION_PATHS = {
  templateList: '/price/template/list',
  templateSave: '/price/template/save',
  templateDelete: '/price/template/delete',
  strategy: '/goods/generate/strategy',
  productStrategy: '/goods/generate/product/strategy',
  taskAdd: '/goods/generate/task/add',
  taskList: '/goods/generate/task/list',
  taskDetail: '/goods/generate/task',
  immediateList: '/goods/immediate/list',
} as const

/**
 * Rules with SPEC.md §5 messages; an issue carries the key as its message and the server or the
 * form turns it into text. 'Must be greater than 50' is the markup percentage (decision: a listing
 * price is at least 1.5× the cost, so a template can never list below a sane margin).
 */
export const GENERATION_RULES = {
  markup: 'rule.priceTemplate.markup',
  required: 'rule.priceTemplate.required',
  priceOrder: 'rule.product.priceOrder',
  zoom: 'rule.product.zoom',
  designs: 'rule.strategy.designs',
} as const
export type GenerationRule = (typeof GENERATION_RULES)[keyof typeof GENERATION_RULES]

/** The smallest markup percentage is exclusive: 50 itself is refused. */
export const MIN_MARKUP_PERCENT = 50

export const ROUNDINGS = ['none', 'yuan', 'ninety_nine'] as const
export type Rounding = (typeof ROUNDINGS)[number]

export const PLACEMENTS = ['center', 'top', 'fill'] as const
export type Placement = (typeof PLACEMENTS)[number]

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(0).optional()
const money = z.number().int().min(0).max(100_000_000)
const name = z.string().trim().min(1).max(100)

export const priceTemplateSaveSchema = z
  .object({
    id: id.optional(),
    version,
    name,
    /** Whole percent added to the cost; must be greater than 50. */
    markupPercent: z
      .number()
      .int()
      .max(1000)
      .refine((value) => value > MIN_MARKUP_PERCENT, { message: GENERATION_RULES.markup }),
    /** Fixed amount added after the markup, minor units. */
    addOn: money.default(0),
    rounding: z.enum(ROUNDINGS).default('none'),
    minPrice: money.nullable().optional(),
    maxPrice: money.nullable().optional(),
    /** Stock quantity listed per spec. */
    quantity: z.number().int().min(1).max(100_000).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    for (const field of ['minPrice', 'maxPrice', 'quantity'] as const) {
      if (value[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: GENERATION_RULES.required })
    }
    if (value.minPrice != null && value.maxPrice != null && value.minPrice > value.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: GENERATION_RULES.priceOrder })
    }
  })
export type PriceTemplateInput = z.input<typeof priceTemplateSaveSchema>

export const idBodySchema = z.object({ id })
export const templateListSchema = pageRequestSchema.extend({ keyword: z.string().trim().max(100).optional() })

export interface PriceTemplateRow {
  id: string
  name: string
  markupPercent: number
  addOn: number
  rounding: Rounding
  minPrice: number
  maxPrice: number
  quantity: number
  version: number
  updatedAt: string
}

/** The listing price of one spec: cost × (1 + markup) + add-on, rounded, kept within [min, max]. */
export function listingPrice(
  cost: number,
  template: Pick<PriceTemplateRow, 'markupPercent' | 'addOn' | 'rounding' | 'minPrice' | 'maxPrice'>,
) {
  let price = Math.round((cost * (100 + template.markupPercent)) / 100) + template.addOn
  if (template.rounding === 'yuan') price = Math.ceil(price / 100) * 100
  if (template.rounding === 'ninety_nine') price = Math.ceil((price + 1) / 100) * 100 - 1
  return Math.min(Math.max(price, template.minPrice), template.maxPrice)
}

export const strategySaveSchema = z
  .object({
    id: id.optional(),
    version,
    name,
    shopId: id,
    priceTemplateId: id,
    /** `{product}` and `{design}` are replaced by the model's and the design's names. */
    titleTemplate: z.string().trim().min(1).max(200).default('{design} {product}'),
    materialCategoryIds: z.array(id).max(50).default([]),
    materialIds: z.array(id).max(500).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.materialCategoryIds.length === 0 && value.materialIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['materialIds'], message: GENERATION_RULES.designs })
    }
  })
export type StrategyInput = z.input<typeof strategySaveSchema>

export const productStrategySaveSchema = z.object({
  id: id.optional(),
  strategyId: id,
  productId: id,
  /** Overrides the strategy's template for this model. */
  priceTemplateId: id.nullable().optional(),
  /** Specs to list; empty means every spec of the model. */
  specIds: z.array(id).max(300).default([]),
  zoom: z.number().int().min(ZOOM_MIN, GENERATION_RULES.zoom).max(ZOOM_MAX, GENERATION_RULES.zoom),
  placement: z.enum(PLACEMENTS).default('center'),
})
export type ProductStrategyInput = z.input<typeof productStrategySaveSchema>

export const strategyListSchema = pageRequestSchema.extend({ keyword: z.string().trim().max(100).optional() })
export const taskAddSchema = z.object({ strategyId: id })
export const taskListSchema = pageRequestSchema.extend({ strategyId: id.optional() })
export const immediateListSchema = pageRequestSchema.extend({ taskId: id.optional() })

export interface ProductStrategyRow {
  id: string
  productId: string
  productTitle: string
  priceTemplateId: string | null
  specIds: string[]
  zoom: number
  placement: Placement
}

export interface StrategyRow {
  id: string
  name: string
  shopId: string
  shopName: string
  channel: string
  priceTemplateId: string
  priceTemplateName: string
  titleTemplate: string
  materialCategoryIds: string[]
  materialIds: string[]
  productCount: number
  version: number
  updatedAt: string
}

export interface StrategyDetail extends StrategyRow {
  products: ProductStrategyRow[]
}

/** queued → running → done; `failed` when the task cannot go on (its strategy was deleted). */
export const TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

export const SKIP_REASONS = ['too_small', 'exists', 'material_gone', 'product_gone'] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

export interface TaskRow {
  id: string
  strategyId: string
  strategyName: string
  status: TaskStatus
  total: number
  processed: number
  created: number
  skipped: number
  createdAt: string
  finishedAt: string | null
}

export interface TaskItemRow {
  productTitle: string
  materialName: string
  outcome: 'created' | 'skipped'
  reason: SkipReason | null
  goodsId: string | null
}

export interface TaskDetail extends TaskRow {
  skippedByReason: Partial<Record<SkipReason, number>>
  items: TaskItemRow[]
}

export interface ImmediateGoodsRow {
  goodsId: string
  goodsNo: string
  title: string
  status: string
  minPrice: number
  maxPrice: number
  image: string
  taskId: string
  strategyName: string
  createdAt: string
}

/** The title of generated goods from the strategy's template. */
export const goodsTitle = (template: string, product: string, design: string) =>
  template
    .replaceAll('{product}', product)
    // A design's name is often its file name: the extension is no part of a goods title.
    .replaceAll('{design}', design.replace(/\.(png|jpe?g)$/i, ''))
    .trim()
    .slice(0, 200)
