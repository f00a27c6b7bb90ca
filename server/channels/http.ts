// The one HTTP call of the listing connectors: JSON in and out, a time-out, and every failure
// turned into a ChannelError (429 keeps its Retry-After; a lost answer is a time-out or reset).
import { ChannelError } from './errors'

export interface ChannelRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: URL
  headers?: Record<string, string>
  body?: string
  timeoutMs: number
  signal?: AbortSignal
}

export interface ChannelAnswer {
  status: number
  body: unknown
}

const MAX_BYTES = 4 * 1024 * 1024

function retryAfterMs(value: string | null): number {
  if (!value) return 1000
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? 1000 : Math.max(0, at - Date.now())
}

/** Sends the request; 2xx and 4xx bodies come back for the family to read, the rest throw. */
export async function channelFetch(request: ChannelRequest): Promise<ChannelAnswer> {
  const signal = AbortSignal.any([AbortSignal.timeout(request.timeoutMs), ...(request.signal ? [request.signal] : [])])
  let response: Response
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      body: request.body,
      signal,
      redirect: 'error',
    })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError') throw new ChannelError('timeout', `no answer within ${request.timeoutMs} ms`)
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    throw new ChannelError('unreachable', (cause as { code?: string }).code ?? String(cause))
  }
  if (response.status === 429) {
    await response.body?.cancel().catch(() => {})
    throw new ChannelError('rate_limited', 'too many requests', [], retryAfterMs(response.headers.get('retry-after')))
  }
  if (response.status >= 500) {
    await response.body?.cancel().catch(() => {})
    throw new ChannelError('server_error', `HTTP ${response.status}`)
  }
  if (response.status === 401 || response.status === 403) {
    const text = await response.text().catch(() => '')
    throw new ChannelError('auth', text.slice(0, 300) || `HTTP ${response.status}`)
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    throw new ChannelError(name === 'TimeoutError' ? 'timeout' : 'unreachable', 'answer cut off')
  }
  if (text.length > MAX_BYTES) throw new ChannelError('malformed', 'answer too large')
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null }
  } catch {
    throw new ChannelError('malformed', `not JSON (HTTP ${response.status})`)
  }
}
