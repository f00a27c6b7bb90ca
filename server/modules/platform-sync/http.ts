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

export async function fetchJson(url: URL, options: FetchOptions): Promise<unknown> {
  const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs), ...(options.signal ? [options.signal] : [])])
  let response: Response
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal, redirect: 'error' })
  } catch (error) {
    throw failureOf(error, options)
  }
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
