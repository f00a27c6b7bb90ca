// Adding keywords one by one or in bulk (duplicates merged: same language, channel and folded
// spelling — their tags joined), editing tags, deleting. Each call is one transaction.
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { keywordKey } from '../../../src/contract/channel-text-check'
import { ErrorCode } from '../../../src/contract/errors'
import {
  type KeywordChannel,
  type KeywordImportInput,
  type KeywordImportResult,
  type KeywordRow,
  type KeywordSource,
  type keywordCreateSchema,
  type keywordDeleteSchema,
  keywordLimit,
  keywordProblem,
  type keywordUpdateSchema,
} from '../../../src/contract/seo-keywords'
import { type SeoKeywordRecord, seoKeywords } from '../../db/schema'
import type { Database } from '../../db/types'
import { deleteRows, lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { toKeywordRow } from './keyword-row'

interface Candidate {
  rowNo: number
  keyword: string
  key: string
  language: string
  channel: KeywordChannel
  tags: string[]
}

const slot = (c: { language: string; channel: string; key: string }) => `${c.language}\u0001${c.channel}\u0001${c.key}`
const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].slice(0, 10)

/** Writes candidates (already unique per slot): existing ones get the new tags, others are inserted. */
async function upsert(tx: Database, did: string, source: KeywordSource, candidates: Candidate[]) {
  if (candidates.length === 0) return { created: [] as SeoKeywordRecord[], merged: 0 }
  const existing = await tx
    .select()
    .from(seoKeywords)
    .where(and(eq(seoKeywords.did, did), inArray(seoKeywords.key, [...new Set(candidates.map((c) => c.key))])))
  const bySlot = new Map(existing.map((row) => [slot(row), row]))
  let merged = 0
  const fresh: Candidate[] = []
  for (const candidate of candidates) {
    const row = bySlot.get(slot(candidate))
    if (!row) {
      fresh.push(candidate)
      continue
    }
    merged++
    const tags = union(row.tags, candidate.tags)
    if (tags.length !== row.tags.length) {
      await updateRow(tx, seoKeywords, did, row.id, { tags })
    }
  }
  const created =
    fresh.length === 0
      ? []
      : await tx
          .insert(seoKeywords)
          .values(
            fresh.map((c) => ({
              id: newId(),
              did,
              keyword: c.keyword,
              key: c.key,
              language: c.language,
              channel: c.channel,
              source,
              tags: c.tags,
            })),
          )
          .onConflictDoNothing()
          .returning()
  return { created, merged: merged + fresh.length - created.length }
}

export async function createKeyword(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof keywordCreateSchema>,
): Promise<KeywordRow> {
  const problem = keywordProblem(input.keyword, input.channel)
  if (problem) throw refusal(problem, input.channel)
  const key = keywordKey(input.keyword)
  const candidate = {
    rowNo: 1,
    keyword: input.keyword.trim(),
    key,
    language: input.language,
    channel: input.channel,
    tags: input.tags,
  }
  const { created } = await upsert(tx, caller.did, 'typed', [candidate])
  if (created.length === 0)
    throw new AppError(ErrorCode.ALREADY_EXISTS, 'keyword.exists', { params: { keyword: input.keyword } })
  return toKeywordRow(created[0] as SeoKeywordRecord)
}

function refusal(problem: 'empty' | 'tooLong' | 'forbidden', channel: KeywordChannel) {
  if (problem === 'tooLong')
    return new AppError(ErrorCode.RULE, 'keyword.tooLong', { params: { max: keywordLimit(channel) } })
  if (problem === 'forbidden') return new AppError(ErrorCode.RULE, 'keyword.forbidden')
  return new AppError(ErrorCode.RULE, 'keyword.empty')
}

export async function importKeywords(
  tx: Database,
  caller: SessionAccount,
  input: KeywordImportInput,
): Promise<KeywordImportResult> {
  const refused: KeywordImportResult['refused'] = []
  const candidates = new Map<string, Candidate>()
  let mergedInFile = 0
  for (const row of input.rows) {
    const keyword = row.keyword.replace(/\s+/g, ' ').trim()
    const channel = row.channel ?? input.channel
    const language = row.language ?? input.language
    const problem = keywordProblem(keyword, channel)
    if (problem) {
      refused.push({
        rowNo: row.rowNo,
        keyword,
        reason: problem,
        max: problem === 'tooLong' ? keywordLimit(channel) : undefined,
      })
      continue
    }
    const candidate = { rowNo: row.rowNo, keyword, key: keywordKey(keyword), language, channel, tags: row.tags ?? [] }
    const known = candidates.get(slot(candidate))
    if (known) {
      known.tags = union(known.tags, candidate.tags)
      mergedInFile++
    } else candidates.set(slot(candidate), candidate)
  }
  const { created, merged } = await upsert(tx, caller.did, 'imported', [...candidates.values()])
  return { created: created.length, merged: merged + mergedInFile, refused }
}

export async function updateKeyword(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof keywordUpdateSchema>,
): Promise<KeywordRow> {
  await lockRow(tx, seoKeywords, caller.did, input.id, {
    what: 'what.keyword',
    version: input.version,
    current: toKeywordRow,
  })
  return toKeywordRow(await updateRow(tx, seoKeywords, caller.did, input.id, { tags: [...new Set(input.tags)] }))
}

export async function deleteKeywords(
  tx: Database,
  caller: SessionAccount,
  input: z.output<typeof keywordDeleteSchema>,
) {
  const ids = [...new Set(input.ids)]
  const found = await tx
    .select({ id: seoKeywords.id })
    .from(seoKeywords)
    .where(and(eq(seoKeywords.did, caller.did), inArray(seoKeywords.id, ids)))
  if (found.length !== ids.length) throw notFound('what.keyword')
  await deleteRows(tx, seoKeywords, caller.did, ids)
  return { deleted: ids.length }
}
