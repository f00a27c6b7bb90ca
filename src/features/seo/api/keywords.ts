// Keyword library calls: the page (query) and the changes (each with an Idempotency-Key).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  KEYWORD_PATHS,
  KEYWORD_SOURCES_DS,
  type KeywordAssignResult,
  type KeywordHarvestResult,
  type KeywordImportInput,
  type KeywordImportResult,
  type KeywordRow,
} from '../../../contract/seo-keywords'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage, type PageQuery } from '../../../lib/paging'

export const keywordKeys = {
  all: ['seo-keywords'] as const,
  lists: () => [...keywordKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...keywordKeys.lists(), request] as const,
}

export const listKeywords = (request: PageQuery, signal?: AbortSignal) =>
  fetchPage<KeywordRow>(`/ds/list/${KEYWORD_SOURCES_DS.list}`, request, { signal })

/** A page of the library; the route's loader prefetches the same request the screen reads. */
export const keywordListQueryOptions = (request: PageQuery) =>
  queryOptions({
    queryKey: keywordKeys.list(request),
    queryFn: ({ signal }) => listKeywords(request, signal),
    placeholderData: keepPreviousData,
  })

export const useKeywords = (request: PageQuery) => useQuery(keywordListQueryOptions(request))

export const importKeywordBatch = (input: KeywordImportInput, key: string) =>
  apiFetch<KeywordImportResult>(KEYWORD_PATHS.import, { body: input, idempotencyKey: key, silent: true })

function useKeywordChange<I extends Record<string, unknown>, R>(path: string, silent = false) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ key, ...body }: I & { key: string }) => apiFetch<R>(path, { body, idempotencyKey: key, silent }),
    onSuccess: () => client.invalidateQueries({ queryKey: keywordKeys.lists() }),
  })
}

export const useCreateKeyword = () =>
  useKeywordChange<{ keyword: string; language: string; channel: string; tags: string[] }, KeywordRow>(
    KEYWORD_PATHS.create,
    true,
  )
export const useDeleteKeywords = () => useKeywordChange<{ ids: string[] }, { deleted: number }>(KEYWORD_PATHS.delete)
export const useHarvestKeywords = () => useKeywordChange<{ limit: number }, KeywordHarvestResult>(KEYWORD_PATHS.harvest)
export const useAssignKeywords = () =>
  useKeywordChange<
    { keywordIds: string[]; goodsNos: string[]; categoryIds: string[]; remove: boolean },
    KeywordAssignResult
  >(KEYWORD_PATHS.assign, true)
