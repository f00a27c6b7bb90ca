// Tests of the outbox drain: a fake server written as single calls also answers POST
// /outbox/batch the way the real one does (server/plugins/outbox-batch.ts, whose tests prove it
// against the database): each change is answered as its single call, in order, in one request —
// and a request that gets no answer fails the whole batch.
import type { OutboxBatchAnswer, OutboxBatchRequest } from '../../contract/outbox-batch'
import { OUTBOX_BATCH_PATH } from '../../contract/outbox-batch'

/** One single call: the path (API base included), its Idempotency-Key, its body and headers. */
export type SingleCall = (
  path: string,
  key: string,
  body: Record<string, unknown>,
  headers: Headers,
) => Response | Promise<Response>

export interface BatchAwareServer {
  fetch: typeof globalThis.fetch
  /** How many changes each batch request carried, in order. */
  batches: number[]
}

export function batchAwareServer(single: SingleCall, apiBase = '/dis/ts'): BatchAwareServer {
  const batches: number[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const headers = new Headers(init?.headers)
    const sent: unknown = JSON.parse(String(init?.body))
    const body = sent as Record<string, unknown>
    if (url !== `${apiBase}${OUTBOX_BATCH_PATH}`)
      return single(url, headers.get('Idempotency-Key') ?? '', body, headers)
    const { changes } = sent as OutboxBatchRequest
    batches.push(changes.length)
    const answers: OutboxBatchAnswer[] = []
    for (const change of changes) {
      const response = await single(
        `${apiBase}${change.path}`,
        change.key,
        change.body as Record<string, unknown>,
        headers,
      )
      const retryAfter = response.headers.get('retry-after')
      answers.push({
        key: change.key,
        status: response.status,
        body: await response.json(),
        replayed: false,
        ...(retryAfter ? { retryAfter } : {}),
      })
    }
    return new Response(JSON.stringify({ code: 0, msg: 'OK', data: { answers } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, batches }
}
