// SEO title calls: one channel's page of goods with their titles, saving one title, regenerating many.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { TITLE_PATHS, TITLE_SOURCES, type TitleGenerateResult, type TitleRow } from '../../../contract/seo-titles'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage, type PageQuery } from '../../../lib/paging'

export const titleKeys = {
  all: ['seo-titles'] as const,
  lists: () => [...titleKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...titleKeys.lists(), request] as const,
}

/** One channel's page of titles; the route's loader prefetches the same request the screen reads. */
export const titleListQueryOptions = (request: PageQuery) =>
  queryOptions({
    queryKey: titleKeys.list(request),
    queryFn: ({ signal }) => fetchPage<TitleRow>(`/ds/list/${TITLE_SOURCES.list}`, request, { signal }),
    placeholderData: keepPreviousData,
  })

export const useTitles = (request: PageQuery) => useQuery(titleListQueryOptions(request))

export function useSaveTitle() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      key,
      ...body
    }: {
      goodsId: string
      channel: string
      title: string
      version?: number
      key: string
    }) => apiFetch<TitleRow>(TITLE_PATHS.save, { body, idempotencyKey: key, silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: titleKeys.lists() }),
  })
}

export function useGenerateTitles() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      key,
      ...body
    }: {
      channel: string
      pattern: string
      goodsIds: string[]
      overwriteManual: boolean
      key: string
    }) => apiFetch<TitleGenerateResult>(TITLE_PATHS.generate, { body, idempotencyKey: key }),
    onSuccess: () => client.invalidateQueries({ queryKey: titleKeys.lists() }),
  })
}
