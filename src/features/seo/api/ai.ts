// AI content calls: the provider and today's usage, one goods' history, applying or discarding a
// draft, and the generate stream — read line by line (NDJSON) with fetch, since the answer arrives
// as the writer writes it. A refusal before the writer starts is an ordinary JSON error.
import { i18n } from '@lingui/core'
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import {
  AI_PATHS,
  AI_SOURCES,
  type AiContentRow,
  type AiGenerateInput,
  type AiProviderInfo,
  type AiStreamEvent,
  type AiTextsShape,
} from '../../../contract/ai-content'
import { API_BASE } from '../../../contract/constants'
import type { Channel } from '../../../contract/dictionaries'
import { JOB_PATHS, type JobView } from '../../../contract/jobs'
import type { TextLanguage } from '../../../contract/seo-common'
import { apiFetch } from '../../../lib/api-client'
import { ApiError } from '../../../lib/api-error'
import { fetchPage } from '../../../lib/paging'
import { getToken } from '../../../lib/token'
import { type AiSearch, aiGoodsRequest } from '../ai-search'
import { titleKeys, titleListQueryOptions } from './titles'

export const aiKeys = {
  all: ['ai-content'] as const,
  provider: () => [...aiKeys.all, 'provider'] as const,
  history: (goodsId: string) => [...aiKeys.all, 'history', goodsId] as const,
}

const aiProviderQueryOptions = () =>
  queryOptions({
    queryKey: aiKeys.provider(),
    queryFn: ({ signal }) => apiFetch<AiProviderInfo>('/ai/provider', { signal }),
  })

export const useAiProvider = () => useQuery(aiProviderQueryOptions())

const aiHistoryQueryOptions = (goodsId: string) =>
  queryOptions({
    queryKey: aiKeys.history(goodsId),
    queryFn: ({ signal }) =>
      fetchPage<AiContentRow>(`/ds/list/${AI_SOURCES.list}`, { goodsId, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  })

export const useAiHistory = (goodsId: string | undefined) =>
  useQuery({ ...aiHistoryQueryOptions(goodsId ?? ''), enabled: Boolean(goodsId) })

/**
 * Starts what the AI content screen reads first, for a route loader (not awaited): the provider,
 * the goods picker's page, and the chosen goods' drafts when the URL names one.
 */
export function prefetchAiContent(queryClient: QueryClient, search: AiSearch) {
  void queryClient.prefetchQuery(aiProviderQueryOptions())
  void queryClient.prefetchQuery(titleListQueryOptions(aiGoodsRequest(search)))
  if (search.goodsId) void queryClient.prefetchQuery(aiHistoryQueryOptions(search.goodsId))
}

function useDraftChange(path: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ key, ...body }: { id: string; version: number; texts?: AiTextsShape; key: string }) =>
      apiFetch<AiContentRow>(path, { body, idempotencyKey: key, silent: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: aiKeys.all })
      void client.invalidateQueries({ queryKey: titleKeys.lists() })
    },
  })
}
export const useApplyDraft = () => useDraftChange(AI_PATHS.apply)
export const useDiscardDraft = () => useDraftChange(AI_PATHS.discard)

/** Runs one generation, calling `onEvent` per line; resolves with the final event. */
export async function streamGenerate(
  input: AiGenerateInput,
  key: string,
  onEvent: (event: AiStreamEvent) => void,
  signal: AbortSignal,
): Promise<AiStreamEvent> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/x-ndjson, application/json',
    'Accept-Language': i18n.locale === 'en' ? 'en' : 'zh-CN',
    'Idempotency-Key': key,
  }
  const token = getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${API_BASE}${AI_PATHS.generate}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(input),
    signal,
  })
  if (!(response.headers.get('content-type') ?? '').includes('ndjson')) {
    const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null
    throw new ApiError({
      message: envelope?.msg || `HTTP ${response.status}`,
      serverCode: envelope?.code ?? null,
      status: response.status,
    })
  }
  const reader = response.body?.getReader()
  if (!reader) throw new ApiError({ message: `HTTP ${response.status}`, serverCode: null, status: response.status })
  const decoder = new TextDecoder()
  let buffer = ''
  let last: AiStreamEvent | null = null
  for (;;) {
    const { done, value } = await reader.read()
    if (value) buffer += decoder.decode(value, { stream: true })
    let newline = buffer.indexOf('\n')
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim()
      buffer = buffer.slice(newline + 1)
      if (line) {
        last = JSON.parse(line) as AiStreamEvent
        onEvent(last)
      }
      newline = buffer.indexOf('\n')
    }
    if (done) break
  }
  if (!last) throw new ApiError({ message: 'empty answer', serverCode: null, status: response.status })
  return last
}

/** Starts writing the goods' drafts in the background: a job of the server's runner. */
export const useStartAiBatch = () =>
  useMutation({
    mutationFn: (input: { goodsIds: string[]; channel: Channel; language: TextLanguage }) =>
      apiFetch<JobView>(AI_PATHS.batch, { body: input, idempotencyKey: crypto.randomUUID() }),
  })

const JOB_ENDED = new Set<JobView['state']>(['done', 'failed', 'cancelled'])

/** The batch's job, read every second until it ends; then the drafts it wrote are read again. */
export function useAiBatchJob(jobId: string | null) {
  const client = useQueryClient()
  return useQuery({
    queryKey: ['jobs', 'detail', jobId],
    enabled: jobId != null,
    queryFn: ({ signal }) => apiFetch<JobView>(JOB_PATHS.detail, { query: { id: jobId }, signal }),
    refetchInterval: (query) => {
      const state = query.state.data?.state
      if (state && JOB_ENDED.has(state)) {
        void client.invalidateQueries({ queryKey: aiKeys.all })
        return false
      }
      return 1000
    },
  })
}
