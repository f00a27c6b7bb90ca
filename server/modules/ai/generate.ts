// One goods' AI content, written by the configured writer and streamed to the caller as NDJSON
// (AiStreamEvent lines). Checks, the daily limit and an endpoint that fails before writing a word
// answer as ordinary JSON errors; once text flows, a failure ends the stream with an error line.
// Only a complete answer becomes a draft — nothing of the goods changes until it is applied.
// A retried call with the same Idempotency-Key answers the draft it already made.
import { PassThrough } from 'node:stream'
import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AiContentRow, AiGenerateInput, AiStreamEvent } from '../../../src/contract/ai-content'
import { ErrorCode } from '../../../src/contract/errors'
import { type AiContentRecord, aiContents } from '../../db/schema'
import { t } from '../../i18n/locale'
import { AppError, notFound, rateLimited } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { loadGoodsFacts } from '../seo/public'
import { toContentRow } from './content-read'
import { fitTexts } from './fit-texts'
import { type AiWriter, AiWriterError, chooseWriter, type WriteResult } from './provider'
import { addTokens, refundRequest, reserveRequest, secondsToMidnight, usageToday, utcDay } from './usage'

function failureError(error: AiWriterError, timeoutMs: number): AppError {
  switch (error.failure) {
    case 'rateLimited':
      return rateLimited('ai.rateLimited', error.retryAfterSeconds ?? 60)
    case 'timeout':
      return new AppError(ErrorCode.UPSTREAM, 'ai.timeout', { params: { seconds: Math.round(timeoutMs / 1000) } })
    case 'garbage':
      return new AppError(ErrorCode.UPSTREAM, 'ai.garbage')
    case 'refused':
      return new AppError(ErrorCode.UPSTREAM, 'ai.refused', { params: { detail: error.detail } })
    default:
      return new AppError(ErrorCode.UPSTREAM, 'ai.unreachable')
  }
}

export async function generateContent(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: SessionAccount,
  input: AiGenerateInput,
) {
  const { db, config } = request.server
  const key = request.headers['idempotency-key']
  const requestKey = typeof key === 'string' && key ? key.slice(0, 128) : null
  const facts = (await loadGoodsFacts(db, caller.did, [input.goodsId])).get(input.goodsId)
  if (!facts) throw notFound('what.goods')
  const usage = async () => ({
    usedToday: (await usageToday(db, caller.did)).requests,
    dailyLimit: config.ai.dailyLimit,
  })
  const line = (event: AiStreamEvent) => `${JSON.stringify(event)}\n`

  if (requestKey) {
    const [done] = await db
      .select()
      .from(aiContents)
      .where(and(eq(aiContents.did, caller.did), eq(aiContents.requestKey, requestKey)))
    if (done) {
      const content = toContentRow(done, { goodsNo: facts.goodsNo, title: facts.title })
      reply.header('idempotent-replayed', 'true').type('application/x-ndjson')
      return reply.send(line({ type: 'done', content, usage: await usage() }))
    }
  }

  const writer: AiWriter = chooseWriter(config.ai)
  const day = utcDay()
  const counted = writer.kind === 'openai'
  if (counted && !(await reserveRequest(db, caller.did, config.ai.dailyLimit))) {
    throw new AppError(ErrorCode.RATE_LIMITED, 'ai.dailyLimit', {
      params: { limit: config.ai.dailyLimit },
      headers: { 'retry-after': String(secondsToMidnight()) },
    })
  }

  const abort = new AbortController()
  request.raw.on('close', () => {
    if (!reply.raw.writableEnded) abort.abort()
  })
  const stream = new PassThrough()
  const pending: string[] = []
  let started = false
  let markStarted: () => void = () => {}
  const firstPiece = new Promise<void>((resolve) => {
    markStarted = resolve
  })
  const onDelta = (text: string) => {
    if (started) stream.write(line({ type: 'delta', text }))
    else {
      pending.push(text)
      markStarted()
    }
  }
  const writing = writer.write({ facts, channel: input.channel, language: input.language }, onDelta, abort.signal)
  const outcome = writing.then(
    (result) => ({ result }) as const,
    (error: unknown) => ({ error }) as const,
  )
  const first = await Promise.race([firstPiece.then(() => null), outcome])
  if (first && 'error' in first) {
    if (counted) await refundRequest(db, caller.did, day)
    const error = first.error
    if (error instanceof AiWriterError) {
      request.log.warn({ failure: error.failure, detail: error.detail }, 'AI endpoint failed')
      throw failureError(error, config.ai.timeoutMs)
    }
    throw error
  }

  reply.type('application/x-ndjson').header('cache-control', 'no-store')
  started = true
  stream.write(line({ type: 'start', provider: writer.kind, model: writer.model }))
  for (const text of pending.splice(0)) stream.write(line({ type: 'delta', text }))
  void (async () => {
    const settled = await outcome
    try {
      if ('error' in settled) {
        if (counted) await refundRequest(db, caller.did, day)
        const error = settled.error
        const appError = error instanceof AiWriterError ? failureError(error, config.ai.timeoutMs) : null
        if (error instanceof AiWriterError)
          request.log.warn({ failure: error.failure, detail: error.detail }, 'AI endpoint failed')
        else request.log.error(error, 'AI writer failed')
        const code = appError?.code ?? ErrorCode.INTERNAL
        stream.end(
          line({ type: 'error', code, msg: t(request.locale, appError?.key ?? 'ai.failed', appError?.options.params) }),
        )
        return
      }
      const content = await saveDraft(request, caller, input, writer, settled.result, requestKey, facts)
      if (counted) await addTokens(db, caller.did, day, settled.result.promptTokens + settled.result.completionTokens)
      stream.end(line({ type: 'done', content, usage: await usage() }))
    } catch (error) {
      request.log.error(error, 'AI draft could not be saved')
      stream.end(line({ type: 'error', code: ErrorCode.INTERNAL, msg: t(request.locale, 'ai.failed') }))
    }
  })()
  return reply.send(stream)
}

async function saveDraft(
  request: FastifyRequest,
  caller: SessionAccount,
  input: AiGenerateInput,
  writer: AiWriter,
  result: WriteResult,
  requestKey: string | null,
  facts: { goodsNo: string; title: string },
): Promise<AiContentRow> {
  const [row] = await request.server.db
    .insert(aiContents)
    .values({
      id: newId(),
      did: caller.did,
      goodsId: input.goodsId,
      channel: input.channel,
      language: input.language,
      provider: writer.kind,
      model: writer.model,
      texts: fitTexts(result.texts, input.channel),
      promptTokens: result.promptTokens,
      completionTokens: result.completionTokens,
      createdBy: caller.id,
      requestKey,
    })
    .returning()
  return toContentRow(row as AiContentRecord, facts)
}
