// Listing price templates of a tenant: list, save (create or update with `version`), delete
// (soft; refused while a strategy uses the template).
import { and, asc, count, desc, eq, ilike, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import type {
  PriceTemplateRow,
  priceTemplateSaveSchema,
  Rounding,
  templateListSchema,
} from '../../../src/contract/generation'
import { generationStrategies, type PriceTemplateRecord, priceTemplates } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { ListResult } from '../../lib/page'
import { priceTemplateChanged } from '../listing/public'

export const toTemplateRow = (row: PriceTemplateRecord): PriceTemplateRow => ({
  id: row.id,
  name: row.name,
  markupPercent: row.markupPercent,
  addOn: row.addOn,
  rounding: row.rounding as Rounding,
  minPrice: row.minPrice,
  maxPrice: row.maxPrice,
  quantity: row.quantity,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function listTemplates(
  db: Database,
  did: string,
  params: z.output<typeof templateListSchema>,
): Promise<ListResult<PriceTemplateRow>> {
  const where = and(
    eq(priceTemplates.did, did),
    isNull(priceTemplates.deletedAt),
    params.keyword ? ilike(priceTemplates.name, `%${escapeLike(params.keyword)}%`) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(priceTemplates).where(where)
  const rows = await db
    .select()
    .from(priceTemplates)
    .where(where)
    .orderBy(desc(priceTemplates.updatedAt), asc(priceTemplates.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  return { total: total?.n ?? 0, list: rows.map(toTemplateRow) }
}

export async function findTemplate(db: Database, did: string, id: string) {
  const [row] = await db
    .select()
    .from(priceTemplates)
    .where(and(eq(priceTemplates.did, did), eq(priceTemplates.id, id), isNull(priceTemplates.deletedAt)))
  return row
}

const lockTemplate = (tx: Database, did: string, id: string, version?: number) =>
  lockRow(tx, priceTemplates, did, id, {
    what: 'what.priceTemplate',
    version,
    current: toTemplateRow,
    where: isNull(priceTemplates.deletedAt),
  })

export async function saveTemplate(
  tx: Database,
  did: string,
  input: z.output<typeof priceTemplateSaveSchema>,
): Promise<PriceTemplateRow> {
  const values = {
    name: input.name,
    markupPercent: input.markupPercent,
    addOn: input.addOn,
    rounding: input.rounding,
    // The schema refuses null for these three; `?? 0` only satisfies the type.
    minPrice: input.minPrice ?? 0,
    maxPrice: input.maxPrice ?? 0,
    quantity: input.quantity ?? 1,
  }
  if (!input.id) {
    const [row] = await tx
      .insert(priceTemplates)
      .values({ id: newId(), did, ...values })
      .returning()
    return toTemplateRow(row!)
  }
  const current = await lockTemplate(tx, did, input.id, input.version)
  const row = await updateRow(tx, priceTemplates, did, current.id, values)
  // Other figures, other prices on the channels: the listings priced through it are not synced.
  const figures = ['markupPercent', 'addOn', 'rounding', 'minPrice', 'maxPrice', 'quantity'] as const
  if (figures.some((name) => current[name] !== row[name])) await priceTemplateChanged(tx, did, current.id)
  return toTemplateRow(row)
}

export async function deleteTemplate(tx: Database, did: string, id: string): Promise<{ id: string }> {
  await lockTemplate(tx, did, id)
  const [user] = await tx
    .select({ name: generationStrategies.name })
    .from(generationStrategies)
    .where(
      and(
        eq(generationStrategies.did, did),
        eq(generationStrategies.priceTemplateId, id),
        isNull(generationStrategies.deletedAt),
      ),
    )
    .limit(1)
  if (user) throw new AppError(ErrorCode.RULE, 'generation.templateInUse', { params: { name: user.name } })
  await updateRow(tx, priceTemplates, did, id, { deletedAt: new Date() })
  return { id }
}
