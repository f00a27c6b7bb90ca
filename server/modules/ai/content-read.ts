// AI drafts and their history per goods, and what the screen shows of the provider.
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  AiContentRow,
  AiContentStatus,
  AiProviderInfo,
  AiProviderKind,
  aiContentListSchema,
} from '../../../src/contract/ai-content'
import type { Channel } from '../../../src/contract/dictionaries'
import type { TextLanguage } from '../../../src/contract/seo-common'
import type { AppConfig } from '../../config'
import { type AiContentRecord, aiContents, goods } from '../../db/schema'
import type { Database } from '../../db/types'
import type { ListResult } from '../../lib/page'
import { isEndpointConfigured } from './provider'
import { usageToday } from './usage'

export const toContentRow = (row: AiContentRecord, base: { goodsNo: string; title: string }): AiContentRow => ({
  id: row.id,
  goodsId: row.goodsId,
  goodsNo: base.goodsNo,
  goodsTitle: base.title,
  channel: row.channel as Channel,
  language: row.language as TextLanguage,
  provider: row.provider as AiProviderKind,
  model: row.model,
  status: row.status as AiContentStatus,
  texts: row.texts,
  promptTokens: row.promptTokens,
  completionTokens: row.completionTokens,
  createdAt: row.createdAt.toISOString(),
  appliedAt: row.appliedAt?.toISOString() ?? null,
  version: row.version,
})

export async function listContents(
  db: Database,
  did: string,
  params: z.output<typeof aiContentListSchema>,
): Promise<ListResult<AiContentRow>> {
  const where: SQL[] = [eq(aiContents.did, did)]
  if (params.goodsId) where.push(eq(aiContents.goodsId, params.goodsId))
  if (params.channel) where.push(eq(aiContents.channel, params.channel))
  if (params.status) where.push(eq(aiContents.status, params.status))
  const condition = and(...where)
  const [rows, [total]] = await Promise.all([
    db
      .select({ content: aiContents, goodsNo: goods.goodsNo, title: goods.title })
      .from(aiContents)
      .innerJoin(goods, eq(goods.id, aiContents.goodsId))
      .where(condition)
      .orderBy(desc(aiContents.createdAt), desc(aiContents.id))
      .limit(params.pageSize)
      .offset((params.pageNo - 1) * params.pageSize),
    db.select({ n: count() }).from(aiContents).where(condition),
  ])
  return { list: rows.map((row) => toContentRow(row.content, row)), total: total?.n ?? 0 }
}

export async function providerInfo(db: Database, did: string, config: AppConfig['ai']): Promise<AiProviderInfo> {
  const endpoint = isEndpointConfigured(config)
  const usage = await usageToday(db, did)
  let host: string | null = null
  if (endpoint) {
    try {
      host = new URL(config.baseUrl as string).host
    } catch {
      host = null
    }
  }
  return {
    provider: endpoint ? 'openai' : 'builtin',
    model: endpoint ? (config.model as string) : 'rules-v1',
    endpointHost: host,
    sandbox: endpoint && config.sandbox,
    dailyLimit: config.dailyLimit,
    usedToday: usage.requests,
    tokensToday: usage.tokens,
  }
}
