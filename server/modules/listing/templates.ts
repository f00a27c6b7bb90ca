// Channel templates of a tenant: list, detail, save (checked against the category's attributes on
// the channel: a missing required one is a field error before anything is published), delete.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Locale } from '../../../src/contract/constants'
import type { Channel } from '../../../src/contract/dictionaries'
import { ErrorCode } from '../../../src/contract/errors'
import type { ListingTemplateRow, TemplateSaveInput, templateListSchema } from '../../../src/contract/listing'
import { ChannelError } from '../../channels/errors'
import type { AppConfig } from '../../config'
import { type ListingTemplateRecord, listingTemplates, priceTemplates, shops } from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { t } from '../../i18n/locale'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { ListResult } from '../../lib/page'
import { validationError } from '../../lib/validate'
import { categoryTree, leafPath } from './categories'
import { requireShops } from './shops'

export const toTemplateRow = (row: ListingTemplateRecord, shopName: string): ListingTemplateRow => ({
  id: row.id,
  channel: row.channel as Channel,
  shopId: row.shopId,
  shopName,
  name: row.name,
  categoryId: row.categoryId,
  categoryPath: row.categoryPath,
  attributes: row.attributes,
  titlePattern: row.titlePattern,
  descriptionPattern: row.descriptionPattern,
  priceTemplateId: row.priceTemplateId,
  handlingDays: row.handlingDays,
  imageOrder: row.imageOrder as ListingTemplateRow['imageOrder'],
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

export async function listTemplates(
  db: Database,
  did: string,
  params: z.output<typeof templateListSchema>,
): Promise<ListResult<ListingTemplateRow>> {
  const where = and(
    eq(listingTemplates.did, did),
    eq(listingTemplates.channel, params.channel),
    isNull(listingTemplates.deletedAt),
    params.shopId ? eq(listingTemplates.shopId, params.shopId) : undefined,
    params.name ? ilike(listingTemplates.name, `%${params.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  )
  const [total] = await db.select({ value: count() }).from(listingTemplates).where(where)
  const rows = await db
    .select({ row: listingTemplates, shopName: shops.name })
    .from(listingTemplates)
    .innerJoin(shops, eq(shops.id, listingTemplates.shopId))
    .where(where)
    .orderBy(desc(listingTemplates.updatedAt), desc(listingTemplates.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  return { total: total?.value ?? 0, list: rows.map(({ row, shopName }) => toTemplateRow(row, shopName)) }
}

/** The device's mirror of templates: changed at or after `updatedSince`, deleted ones flagged. */
export async function templateDelta(
  db: Database,
  did: string,
  channels: Channel[],
  params: { pageNo: number; pageSize: number; updatedSince: string },
): Promise<ListResult<ListingTemplateRow & { deleted: boolean }>> {
  if (channels.length === 0) return { total: 0, list: [] }
  const where = and(
    eq(listingTemplates.did, did),
    inArray(listingTemplates.channel, channels),
    gte(listingTemplates.updatedAt, new Date(params.updatedSince)),
  )
  const [total] = await db.select({ value: count() }).from(listingTemplates).where(where)
  const rows = await db
    .select({ row: listingTemplates, shopName: shops.name })
    .from(listingTemplates)
    .innerJoin(shops, eq(shops.id, listingTemplates.shopId))
    .where(where)
    .orderBy(asc(listingTemplates.updatedAt), asc(listingTemplates.id))
    .limit(params.pageSize)
    .offset((params.pageNo - 1) * params.pageSize)
  return {
    total: total?.value ?? 0,
    list: rows.map(({ row, shopName }) => ({ ...toTemplateRow(row, shopName), deleted: row.deletedAt !== null })),
  }
}

export async function requireTemplate(db: Database, did: string, id: string, channel?: Channel) {
  const [found] = await db
    .select({ row: listingTemplates, shopName: shops.name })
    .from(listingTemplates)
    .innerJoin(shops, eq(shops.id, listingTemplates.shopId))
    .where(and(eq(listingTemplates.did, did), eq(listingTemplates.id, id), isNull(listingTemplates.deletedAt)))
  if (!found || (channel && found.row.channel !== channel)) throw notFound('what.listingTemplate')
  return found
}

/** Where the channel could not be asked, the seller is told so instead of a 500. */
export function channelUnavailable(error: unknown): never {
  if (error instanceof ChannelError) {
    throw new AppError(ErrorCode.UPSTREAM, 'listing.channelUnavailable', { params: { reason: error.message } })
  }
  throw error
}

export async function saveTemplate(
  tx: Database,
  config: AppConfig,
  locale: Locale,
  did: string,
  input: TemplateSaveInput,
): Promise<ListingTemplateRow> {
  const [shop] = await requireShops(tx, did, input.channel, [input.shopId])
  const [price] = await tx
    .select({ id: priceTemplates.id })
    .from(priceTemplates)
    .where(
      and(eq(priceTemplates.did, did), eq(priceTemplates.id, input.priceTemplateId), isNull(priceTemplates.deletedAt)),
    )
  if (!price) throw notFound('what.priceTemplate')
  const tree = await categoryTree(tx, config, shop!).catch(channelUnavailable)
  const found = leafPath(tree, input.categoryId)
  if (!found) {
    throw validationError(locale, [{ path: ['categoryId'], message: t(locale, 'rule.listing.unknownCategory') }])
  }
  const issues: { path: string[]; message: string }[] = []
  for (const attribute of found.leaf.attributes) {
    const value = input.attributes[attribute.code]?.trim()
    if (attribute.required && !value) {
      issues.push({
        path: ['attributes', attribute.code],
        message: t(locale, 'rule.listing.missingAttribute', { name: attribute.label }),
      })
    } else if (value && attribute.options.length > 0 && !attribute.options.includes(value)) {
      issues.push({
        path: ['attributes', attribute.code],
        message: t(locale, 'rule.listing.unknownOption', {
          name: attribute.label,
          options: attribute.options.join(', '),
        }),
      })
    }
  }
  if (issues.length > 0) throw validationError(locale, issues)
  // Attributes the category does not know are dropped: the channel would refuse them.
  const known = new Set(found.leaf.attributes.map((attribute) => attribute.code))
  const attributes = Object.fromEntries(
    Object.entries(input.attributes).filter(([code, value]) => known.has(code) && value),
  )
  const values = {
    channel: input.channel,
    shopId: input.shopId,
    name: input.name,
    categoryId: input.categoryId,
    categoryPath: found.path,
    attributes,
    titlePattern: input.titlePattern,
    descriptionPattern: input.descriptionPattern,
    priceTemplateId: input.priceTemplateId,
    handlingDays: input.handlingDays,
    imageOrder: input.imageOrder,
  }
  if (!input.id) {
    const [row] = await tx
      .insert(listingTemplates)
      .values({ id: newId(), did, ...values })
      .returning()
    return toTemplateRow(row!, shop!.name)
  }
  const current = await requireTemplate(tx, did, input.id, input.channel)
  await lockRow(tx, listingTemplates, did, input.id, {
    what: 'what.listingTemplate',
    version: input.version,
    current: (row) => toTemplateRow(row, current.shopName),
    where: isNull(listingTemplates.deletedAt),
  })
  const row = await updateRow(tx, listingTemplates, did, input.id, values)
  return toTemplateRow(row, shop!.name)
}

export async function deleteTemplate(tx: Database, did: string, id: string) {
  await requireTemplate(tx, did, id)
  await tx
    .update(listingTemplates)
    .set({ deletedAt: new Date() })
    .where(and(eq(listingTemplates.did, did), eq(listingTemplates.id, id)))
  return { id }
}
