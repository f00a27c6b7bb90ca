// The one HTTP call of the listing connectors: JSON in and out, a time-out, and every failure
// turned into a ChannelError (429 keeps its Retry-After; a lost answer is a time-out or reset).
import http from 'node:http'
import https from 'node:https'
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

/**
 * How long an idle kept-alive connection is kept when the channel does not say. With a limit, Node
 * also honours a channel's `Keep-Alive: timeout=N` (closing at N − 1 s): without one it kept every
 * idle socket until the channel closed it, and a request sent as it did met ECONNRESET — a POST,
 * which is never resent here, failed (a Lazada code exchange on the sandbox, whose Node server
 * closes idle connections after 5 s). Below the idle limits of common servers and balancers (60 s+).
 */
const IDLE_SOCKET_MS = 30_000

// Kept-alive connections per protocol: a publish job calls the same channel hundreds of times.
const AGENTS = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS }),
}

const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE'])

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
}

/**
 * One exchange on node:http(s) rather than the global fetch: fetch's web streams, header objects
 * and abort signals cost about a millisecond of CPU a call more (measured: 0.3–0.5 against
 * 1.0–1.9 ms for a small JSON PUT), which was a tenth of a published listing's server CPU.
 * The deadline covers the whole exchange, the answer included, as `AbortSignal.timeout` did.
 */
function exchange(request: ChannelRequest, retried = false): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const agent = AGENTS[request.url.protocol as keyof typeof AGENTS]
    if (!agent) return reject(new ChannelError('unreachable', `unsupported protocol ${request.url.protocol}`))
    const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8')
    const transport = request.url.protocol === 'https:' ? https : http
    let answered = false
    let settled = false
    const finish = (error: ChannelError | null, answer?: RawAnswer) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onAbort)
      if (error) {
        req.destroy()
        reject(error)
      } else resolve(answer as RawAnswer)
    }
    const timer = setTimeout(
      () =>
        finish(new ChannelError('timeout', answered ? 'answer cut off' : `no answer within ${request.timeoutMs} ms`)),
      request.timeoutMs,
    )
    const onAbort = () => finish(new ChannelError('unreachable', 'aborted'))
    const req = transport.request(
      request.url,
      {
        method: request.method,
        agent,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          ...request.headers,
        },
      },
      (res) => {
        answered = true
        const status = res.statusCode ?? 0
        // Redirects are refused, as fetch's redirect: 'error' did: a channel's API never answers one.
        if (status >= 300 && status < 400) return finish(new ChannelError('unreachable', `redirect (HTTP ${status})`))
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_BYTES) return finish(new ChannelError('malformed', 'answer too large'))
          chunks.push(chunk)
        })
        res.on('end', () =>
          finish(null, { status, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('aborted', () => finish(new ChannelError('unreachable', 'answer cut off')))
        res.on('error', () => finish(new ChannelError('unreachable', 'answer cut off')))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive socket the channel closed while idle fails the next request before it reaches
      // the other side (Node's docs: retry it); once, on a fresh connection, and only for a GET: a
      // reset can also come after the channel acted on a POST/PUT (the lost-answer case, which the
      // publish job's own retry resolves by looking the product up), so those are never resent here.
      const idempotent = request.method === 'GET'
      if (
        idempotent &&
        !answered &&
        !retried &&
        req.reusedSocket &&
        STALE_CONNECTION.has(error.code ?? '') &&
        !settled
      ) {
        settled = true
        clearTimeout(timer)
        request.signal?.removeEventListener('abort', onAbort)
        return resolve(exchange(request, true))
      }
      finish(new ChannelError('unreachable', answered ? 'answer cut off' : (error.code ?? error.message)))
    })
    if (request.signal?.aborted) return onAbort()
    request.signal?.addEventListener('abort', onAbort, { once: true })
    req.end(body)
  })
}

/** Sends the request; 2xx and 4xx bodies come back for the family to read, the rest throw. */
export async function channelFetch(request: ChannelRequest): Promise<ChannelAnswer> {
  const answer = await exchange(request)
  const header = (name: string) => {
    const value = answer.headers[name]
    return (Array.isArray(value) ? value[0] : value) ?? null
  }
  if (answer.status === 429)
    throw new ChannelError('rate_limited', 'too many requests', [], retryAfterMs(header('retry-after')))
  if (answer.status >= 500) throw new ChannelError('server_error', `HTTP ${answer.status}`)
  if (answer.status === 401 || answer.status === 403)
    throw new ChannelError('auth', answer.text.slice(0, 300) || `HTTP ${answer.status}`)
  try {
    return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null }
  } catch {
    throw new ChannelError('malformed', `not JSON (HTTP ${answer.status})`)
  }
}
