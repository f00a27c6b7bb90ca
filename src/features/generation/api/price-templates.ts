// Price template calls: POST /price/template/list, /save, /delete.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { GENERATION_PATHS, type PriceTemplateInput, type PriceTemplateRow } from '../../../contract/generation'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { templateKeys } from './keys'

export interface TemplateListRequest {
  pageNo: number
  pageSize: number
  keyword?: string
}

export function templateListQueryOptions(request: TemplateListRequest) {
  return queryOptions({
    queryKey: templateKeys.list({ ...request }),
    queryFn: ({ signal }) => fetchPage<PriceTemplateRow>(GENERATION_PATHS.templateList, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })
}
export const useTemplateList = (request: TemplateListRequest) => useQuery(templateListQueryOptions(request))

export function useSaveTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PriceTemplateInput) =>
      apiFetch<PriceTemplateRow>(GENERATION_PATHS.templateSave, {
        body,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  })
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(GENERATION_PATHS.templateDelete, { body: { id }, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.lists() }),
  })
}
