// A local OpenAI-compatible chat-completions endpoint (POST /v1/chat/completions, streamed as
// server-sent events the way OpenAI sends them) for tests and for `AI_SANDBOX=on`: it checks the
// request like the real service would — bearer key, model, stream flag, messages — and writes an
// answer from the product facts in the prompt. It is a sandbox, not a language model: its texts
// are composed by a few fixed sentences. Failure modes, set by tests or by a model name ending in
// `--<fault>`: rate-limit (429 with Retry-After), garbage (an HTML page as the event stream),
// slow (headers, then nothing for `slowMs`), stall (one chunk, then nothing), unsectioned (a
// valid stream whose text is not in the asked-for sections).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_AI_FAULTS = ['rate-limit', 'garbage', 'slow', 'stall', 'unsectioned'] as const
export type FakeAiFault = (typeof FAKE_AI_FAULTS)[number]

export interface FakeOpenAiOptions {
  apiKey: string
  model: string
  host?: string
  port?: number
  slowMs?: number
}

export interface RecordedRequest {
  path: string
  authorized: boolean
  body: unknown
}

export interface FakeOpenAi {
  /** Base URL to set as AI_BASE_URL (ends in /v1). */
  url: string
  requests: RecordedRequest[]
  setFault(fault: FakeAiFault | null): void
  close(): Promise<void>
}

interface ChatBody {
  model?: unknown
  stream?: unknown
  messages?: { role?: unknown; content?: unknown }[]
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function fail(
  response: ServerResponse,
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify({ error: { message, type, param: null, code: type } }))
}

/** The facts block the server puts in the user message: a JSON object after "FACTS:". */
function factsOf(body: ChatBody): Record<string, unknown> {
  const user = body.messages?.find((message) => message.role === 'user')?.content
  const text = typeof user === 'string' ? user : ''
  const at = text.indexOf('FACTS:')
  try {
    return at >= 0 ? (JSON.parse(text.slice(at + 6)) as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** The answer, in the sections the server's prompt asks for. */
export function composeAnswer(facts: Record<string, unknown>): string {
  const zh = str(facts.language) === 'zh'
  const name = [str(facts.brand), str(facts.design), str(facts.model)].filter(Boolean).join(' ')
  const colours = list(facts.colours).join(zh ? '、' : ', ')
  const keywords = list(facts.keywords)
  const material = str(facts.material)
  if (zh) {
    return [
      `TITLE: ${name} ${keywords.slice(0, 2).join(' ')}`.trim(),
      'BULLETS:',
      `- 图案：${str(facts.design)}，印制清晰耐洗`,
      `- 款式：${str(facts.model)}${colours ? `，可选颜色 ${colours}` : ''}`,
      material ? `- 材质：${material}` : `- 尺码：${list(facts.sizes).join('/')}`,
      'DESCRIPTION:',
      `${name}。${str(facts.design)}图案印在${str(facts.model)}上，适合日常穿搭与送礼。`,
      `SEARCH TERMS: ${keywords.join(' ')}`,
    ].join('\n')
  }
  return [
    `TITLE: ${name} ${keywords.slice(0, 2).join(' ')}`.trim(),
    'BULLETS:',
    `- DESIGN: ${str(facts.design)} printed to last through many washes`,
    `- STYLE: ${str(facts.model)}${colours ? ` in ${colours}` : ''}`,
    material ? `- MATERIAL: ${material}` : `- SIZES: ${list(facts.sizes).join(', ')}`,
    'DESCRIPTION:',
    `${name}. The ${str(facts.design)} design on a ${str(facts.model)}, made for everyday wear and as a gift.`,
    `SEARCH TERMS: ${keywords.join(' ')}`,
  ].join('\n')
}

const chunk = (model: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-sandbox',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`

export async function startFakeOpenAi(options: FakeOpenAiOptions): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = []
  let fault: FakeAiFault | null = null
  const open = new Set<ServerResponse>()

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '').split('?')[0] ?? ''
    const raw = await readBody(request)
    const authorized = request.headers.authorization === `Bearer ${options.apiKey}`
    let body: ChatBody | null = null
    try {
      body = JSON.parse(raw) as ChatBody
    } catch {
      body = null
    }
    requests.push({ path, authorized, body })
    if (request.method !== 'POST' || path !== '/v1/chat/completions')
      return fail(response, 404, 'not_found', 'Unknown path')
    if (!authorized) return fail(response, 401, 'invalid_api_key', 'Incorrect API key provided')
    if (!body || typeof body !== 'object') return fail(response, 400, 'invalid_request_error', 'Body is not JSON')
    const model = str(body.model)
    const base = model.split('--')[0]
    if (base !== options.model) return fail(response, 404, 'model_not_found', `The model ${model} does not exist`)
    const messages = body.messages
    const wellFormed =
      Array.isArray(messages) &&
      messages.some((m) => m.role === 'system' && typeof m.content === 'string') &&
      messages.some((m) => m.role === 'user' && typeof m.content === 'string')
    if (!wellFormed) return fail(response, 400, 'invalid_request_error', 'messages need a system and a user message')
    if (body.stream !== true) return fail(response, 400, 'invalid_request_error', 'this endpoint only streams')
    const active = fault ?? (FAKE_AI_FAULTS.find((f) => model.endsWith(`--${f}`)) as FakeAiFault | undefined) ?? null
    if (active === 'rate-limit') {
      return fail(response, 429, 'rate_limit_exceeded', 'Rate limit reached for requests', { 'retry-after': '7' })
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    if (active === 'garbage') {
      response.end('<html><body>502 Bad Gateway</body></html>\n')
      return
    }
    if (active === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 5_000))
      if (!response.destroyed) response.end()
      return
    }
    const text =
      active === 'unsectioned' ? 'Sure! Here is a great listing for your product.' : composeAnswer(factsOf(body))
    response.write(chunk(model, { role: 'assistant', content: '' }))
    const pieces = text.match(/\S+\s*|\s+/g) ?? []
    if (active === 'stall') {
      response.write(chunk(model, { content: pieces[0] ?? '' }))
      return // never ends: the client's idle time-out must end it
    }
    for (const piece of pieces) response.write(chunk(model, { content: piece }))
    response.write(chunk(model, {}, 'stop'))
    const promptTokens = Math.ceil(raw.length / 4)
    const completionTokens = Math.ceil(text.length / 4)
    response.write(
      `data: ${JSON.stringify({
        id: 'chatcmpl-sandbox',
        object: 'chat.completion.chunk',
        model,
        choices: [],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
      })}\n\n`,
    )
    response.end('data: [DONE]\n\n')
  }

  const server = createServer((request, response) => {
    open.add(response)
    response.on('close', () => open.delete(response))
    handle(request, response).catch(() => {
      if (!response.headersSent) fail(response, 500, 'server_error', 'sandbox failure')
      else response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}/v1`,
    requests,
    setFault(next) {
      fault = next
    },
    close() {
      for (const response of open) response.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
