// The OpenAI-compatible endpoint: POST {AI_BASE_URL}/chat/completions with stream: true, read as
// server-sent events (choices[0].delta.content, a final usage chunk, [DONE]). Time-out is per
// wait: no first byte or no next piece within AI_TIMEOUT_MS ends the call. 429 keeps its
// Retry-After. The key goes only into the Authorization header: no error, log line or answer
// carries it (errors name the failure and the HTTP status, never the request).
import type { AiConfig } from '../../config'
import { buildMessages } from './prompt'
import { type AiWriter, AiWriterError, type WriteRequest } from './provider'
import { parseSections } from './sections'

interface StreamChunk {
  choices?: { delta?: { content?: unknown } }[]
  usage?: { prompt_tokens?: number; completion_tokens?: number }
}

export function openAiWriter(config: AiConfig): AiWriter {
  const base = (config.baseUrl ?? '').replace(/\/+$/, '')
  return {
    kind: 'openai',
    model: config.model ?? '',
    async write(request: WriteRequest, onDelta, signal) {
      const controller = new AbortController()
      const abort = () => controller.abort()
      signal.addEventListener('abort', abort, { once: true })
      let timedOut = false
      let timer: NodeJS.Timeout | undefined
      const arm = () => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          timedOut = true
          controller.abort()
        }, config.timeoutMs)
      }
      arm()
      try {
        let response: Response
        try {
          response = await fetch(`${base}/chat/completions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
            body: JSON.stringify({
              model: config.model,
              stream: true,
              stream_options: { include_usage: true },
              temperature: 0.7,
              messages: buildMessages(request),
            }),
            signal: controller.signal,
          })
        } catch (error) {
          if (timedOut) throw new AiWriterError('timeout', 'no answer')
          throw new AiWriterError(
            'unreachable',
            (error as Error).cause ? String((error as Error).cause) : 'connection failed',
          )
        }
        if (response.status === 429) {
          const retry = Number(response.headers.get('retry-after'))
          await response.body?.cancel()
          throw new AiWriterError('rateLimited', 'HTTP 429', Number.isFinite(retry) && retry > 0 ? retry : 60)
        }
        if (!response.ok) {
          await response.body?.cancel()
          throw new AiWriterError('refused', `HTTP ${response.status}`)
        }
        if (!response.body) throw new AiWriterError('garbage', 'no body')
        let text = ''
        let promptTokens = 0
        let completionTokens = 0
        let sawEvent = false
        let buffer = ''
        const decoder = new TextDecoder()
        const reader = response.body.getReader()
        const handleLine = (line: string) => {
          if (!line.startsWith('data:')) {
            if (line.trim() !== '' && !line.startsWith(':') && !/^(event|id|retry):/.test(line))
              throw new AiWriterError('garbage', 'not an event stream')
            return
          }
          const data = line.slice(5).trim()
          if (data === '[DONE]') return
          let parsed: StreamChunk
          try {
            parsed = JSON.parse(data) as StreamChunk
          } catch {
            throw new AiWriterError('garbage', 'an event is not JSON')
          }
          sawEvent = true
          const piece = parsed.choices?.[0]?.delta?.content
          if (typeof piece === 'string' && piece) {
            text += piece
            onDelta(piece)
          }
          if (parsed.usage) {
            promptTokens = parsed.usage.prompt_tokens ?? 0
            completionTokens = parsed.usage.completion_tokens ?? 0
          }
        }
        try {
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            arm()
            buffer += decoder.decode(value, { stream: true })
            let newline = buffer.indexOf('\n')
            while (newline >= 0) {
              handleLine(buffer.slice(0, newline).replace(/\r$/, ''))
              buffer = buffer.slice(newline + 1)
              newline = buffer.indexOf('\n')
            }
          }
          if (buffer.trim()) handleLine(buffer.trim())
        } catch (error) {
          await reader.cancel().catch(() => {})
          if (error instanceof AiWriterError) throw error
          if (timedOut) throw new AiWriterError('timeout', 'stream stalled')
          throw new AiWriterError('unreachable', 'stream broken')
        }
        if (!sawEvent) throw new AiWriterError('garbage', 'empty stream')
        const texts = parseSections(text)
        if (!texts) throw new AiWriterError('garbage', 'answer not in the asked-for sections')
        return { texts, promptTokens, completionTokens }
      } finally {
        clearTimeout(timer)
        signal.removeEventListener('abort', abort)
      }
    },
  }
}
