// The one provider interface AI content is written through: an OpenAI-compatible endpoint set by
// the environment (AI_BASE_URL + AI_API_KEY + AI_MODEL), or the built-in rule-based writer when
// none is set. Both stream text as they write and end with the parsed texts.
import type { AiProviderKind } from '../../../src/contract/ai-content'
import type { Channel } from '../../../src/contract/dictionaries'
import type { AiConfig } from '../../config'
import type { AiTexts } from '../../db/schema'
import type { GoodsFacts } from '../seo/public'
import { builtinWriter } from './builtin-writer'
import { openAiWriter } from './openai-writer'

export interface WriteRequest {
  facts: GoodsFacts
  channel: Channel
  language: string
}

export interface WriteResult {
  texts: AiTexts
  promptTokens: number
  completionTokens: number
}

export interface AiWriter {
  kind: AiProviderKind
  model: string
  /** Writes the texts, handing each piece of streamed text to `onDelta` as it comes. */
  write(request: WriteRequest, onDelta: (text: string) => void, signal: AbortSignal): Promise<WriteResult>
}

/** Why an endpoint call failed; each maps to a message in the caller's language. */
export type AiFailure = 'timeout' | 'rateLimited' | 'garbage' | 'unreachable' | 'refused'

export class AiWriterError extends Error {
  constructor(
    readonly failure: AiFailure,
    readonly detail: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${failure}: ${detail}`)
  }
}

export const isEndpointConfigured = (config: AiConfig) => Boolean(config.baseUrl && config.apiKey && config.model)

export function chooseWriter(config: AiConfig): AiWriter {
  return isEndpointConfigured(config) ? openAiWriter(config) : builtinWriter
}
