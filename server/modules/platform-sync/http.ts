// The one HTTP call of every connector: GET a URL, a time-out per request, a size limit, and a
// failure that says what went wrong in words the seller can act on (never a raw stack).
export type FetchFailureKind = 'unreachable' | 'timeout' | 'http' | 'not-json' | 'too-large'

export class FetchFailure extends Error {
  constructor(
    readonly kind: FetchFailureKind,
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`)
  }
}

export interface FetchOptions {
  timeoutMs: number
  maxBytes: number
  signal?: AbortSignal
}

// A kept-alive connection the marketplace closed while idle fails the next request sent on it
// before the request reaches the other side (Node's own docs: retry it). A GET asks again once on
// a fresh connection rather than failing a whole shop's sync over a socket race — which a loaded
// machine's event-loop delays make likely (seen in CI as "could not be reached (ECONNRESET)").
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET'])

async function send(url: URL, options: FetchOptions): Promise<Response> {
  const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])])
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { headers: { accept: 'application/json' }, signal, redirect: 'error' })
    } catch (error) {
      const failure = failureOf(error, options)
      if (attempt === 1 && failure.kind === 'unreachable' && STALE_CONNECTION.has(failure.detail) && !signal.aborted)
        continue
      throw failure
    }
  }
}

export async function fetchJson(url: URL, options: FetchOptions): Promise<unknown> {
  const response = await send(url, options)
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    throw new FetchFailure('http', String(response.status))
  }
  let text: string
  try {
    text = await readLimited(response, options.maxBytes)
  } catch (error) {
    if (error instanceof FetchFailure) throw error
    throw failureOf(error, options)
  }
  try {
    return JSON.parse(text)
  } catch {
    const type = response.headers.get('content-type') ?? 'unknown'
    throw new FetchFailure('not-json', type.split(';')[0] ?? type)
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new FetchFailure('too-large', String(maxBytes))
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function failureOf(error: unknown, options: FetchOptions): FetchFailure {
  const name = error instanceof Error ? error.name : ''
  if (name === 'TimeoutError' || (name === 'AbortError' && !options.signal?.aborted)) {
    return new FetchFailure('timeout', String(Math.round(options.timeoutMs / 1000)))
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const code = (cause as { code?: string }).code
  return new FetchFailure('unreachable', code ?? (cause instanceof Error ? cause.message : String(cause)))
}
