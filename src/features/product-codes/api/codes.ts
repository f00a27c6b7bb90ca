// Product code calls: the pool page and counts (queries), import batches and deletion
// (mutations, each with an Idempotency-Key made when the seller acted).
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import {
  PRODUCT_CODE_PATHS,
  PRODUCT_CODE_SOURCES,
  type ProductCodeImportInput,
  type ProductCodeImportResult,
  type ProductCodeRow,
  type ProductCodeSummary,
} from '../../../contract/product-codes'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage, type PageQuery } from '../../../lib/paging'

export const codeKeys = {
  all: ['product-codes'] as const,
  lists: () => [...codeKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...codeKeys.lists(), request] as const,
  summary: () => [...codeKeys.all, 'summary'] as const,
}

export const listCodes = (request: PageQuery, signal?: AbortSignal) =>
  fetchPage<ProductCodeRow>(`/ds/list/${PRODUCT_CODE_SOURCES.list}`, request, { signal })

const codeListQueryOptions = (request: PageQuery) =>
  queryOptions({
    queryKey: codeKeys.list(request),
    queryFn: ({ signal }) => listCodes(request, signal),
    placeholderData: keepPreviousData,
  })

export const useCodes = (request: PageQuery) => useQuery(codeListQueryOptions(request))

const codeSummaryQueryOptions = () =>
  queryOptions({
    queryKey: codeKeys.summary(),
    queryFn: ({ signal }) => apiFetch<ProductCodeSummary>(`/ds/${PRODUCT_CODE_SOURCES.summary}`, { body: {}, signal }),
  })

export const useCodeSummary = () => useQuery(codeSummaryQueryOptions())

/** Starts the code page and the pool's counts above it for a route loader (not awaited). */
export function prefetchCodes(queryClient: QueryClient, request: PageQuery) {
  void queryClient.prefetchQuery(codeListQueryOptions(request))
  void queryClient.prefetchQuery(codeSummaryQueryOptions())
}

export const importCodeBatch = (input: ProductCodeImportInput, key: string) =>
  apiFetch<ProductCodeImportResult>(PRODUCT_CODE_PATHS.import, { body: input, idempotencyKey: key, silent: true })

export function useDeleteCodes() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, key }: { ids: string[]; key: string }) =>
      apiFetch<{ deleted: number }>(PRODUCT_CODE_PATHS.delete, { body: { ids }, idempotencyKey: key }),
    onSuccess: () => client.invalidateQueries({ queryKey: codeKeys.all }),
  })
}
