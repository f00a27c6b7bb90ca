// Calls of the batch design screen: pictures and models to choose from, the chosen models' print
// areas (for the preview), the shops, starting the job, its progress and its items.
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query'
import {
  BATCH_MAX_MODELS,
  type BatchDesignRequest,
  type BatchItemRow,
  DESIGN_BATCH_PATHS,
} from '../../contract/design-batch'
import { GOODS_PATHS, type ProductRow, type ProductSide } from '../../contract/goods'
import { JOB_PATHS, type JobView } from '../../contract/jobs'
import { MATERIAL_PATHS, type MaterialRow } from '../../contract/materials'
import { ORDER_SOURCES, type ShopSimple } from '../../contract/orders'
import { apiFetch } from '../../lib/api-client'
import { fetchPage } from '../../lib/paging'

const KEY = ['design-batch'] as const

export const usePictures = (keyword: string) =>
  useQuery({
    queryKey: [...KEY, 'pictures', keyword],
    queryFn: ({ signal }) =>
      fetchPage<MaterialRow>(
        MATERIAL_PATHS.list,
        { pageNo: 1, pageSize: 60, sortField: 'createdAt', sortOrder: 'descend', ...(keyword ? { keyword } : {}) },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  })

export const useModels = () =>
  useQuery({
    queryKey: [...KEY, 'models'],
    queryFn: ({ signal }) =>
      fetchPage<ProductRow>(GOODS_PATHS.productList, { pageNo: 1, pageSize: 100 }, { signal, silent: true }),
    staleTime: 60_000,
  })

// The model categories: the design editor's query (src/lookups), one cache for both screens.
export { useCategories } from '../../lookups/api/catalogue'

/**
 * Every live model of a category and the categories under it (as the server batches them), with
 * or without print areas: the preview shows the ones it will skip. One more than a batch takes
 * is enough to say the category is too large.
 */
export const useCategoryModels = (categoryId: string | null) =>
  useQuery({
    queryKey: [...KEY, 'category-models', categoryId],
    queryFn: ({ signal }) =>
      fetchPage<ProductRow>(
        GOODS_PATHS.productList,
        { pageNo: 1, pageSize: BATCH_MAX_MODELS + 1, categoryId: categoryId!, sortField: 'title', sortOrder: 'ascend' },
        { signal, silent: true },
      ),
    enabled: Boolean(categoryId),
    staleTime: 60_000,
  })

export const useModelSides = (ids: string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: ['design-editor', 'sides', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<ProductSide[]>(`/product/side/${encodeURIComponent(id)}`, { signal, silent: true }),
      staleTime: 5 * 60_000,
    })),
    combine: (results) =>
      new Map(results.flatMap((result, index) => (result.data ? [[ids[index]!, result.data] as const] : []))),
  })

export const useShops = () =>
  useQuery({
    queryKey: [...KEY, 'shops'],
    queryFn: ({ signal }) => apiFetch<ShopSimple[]>(`/ds/${ORDER_SOURCES.shops}`, { body: {}, signal, silent: true }),
    staleTime: 10 * 60_000,
  })

export const useStartBatch = () =>
  useMutation({
    mutationFn: (input: BatchDesignRequest) =>
      apiFetch<JobView>(DESIGN_BATCH_PATHS.start, { body: input, idempotencyKey: crypto.randomUUID(), silent: true }),
  })

const running = (job: JobView | undefined) => !job || job.state === 'queued' || job.state === 'running'

export const useJob = (id: string | null) =>
  useQuery({
    queryKey: [...KEY, 'job', id],
    queryFn: ({ signal }) => apiFetch<JobView>(JOB_PATHS.detail, { query: { id }, signal, silent: true }),
    enabled: Boolean(id),
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  })

export const useBatchItems = (id: string | null, job: JobView | undefined) =>
  useQuery({
    queryKey: [...KEY, 'items', id, job?.processed],
    queryFn: ({ signal }) =>
      apiFetch<BatchItemRow[]>(DESIGN_BATCH_PATHS.items, { body: { jobId: id }, signal, silent: true }),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  })
