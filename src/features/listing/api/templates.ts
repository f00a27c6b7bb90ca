// Channel templates and what their form needs: POST /platform/template/list, GET /detail, POST
// /save and /delete; GET /platform/channel/shops and /categories; GET /third/platform/product/build.
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { GENERATION_PATHS, type PriceTemplateRow } from '../../../contract/generation'
import {
  type BuiltProduct,
  type ChannelCategory,
  type ChannelShop,
  LISTING_PATHS,
  type ListingTemplateRow,
  type TemplateSaveInput,
} from '../../../contract/listing'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { channelKeys, channelTemplateKeys } from './keys'

export interface TemplateListRequest {
  channel: string
  pageNo: number
  pageSize: number
  shopId?: string
  name?: string
}

export function channelTemplateListQueryOptions(request: TemplateListRequest) {
  return queryOptions({
    queryKey: channelTemplateKeys.list({ ...request }),
    queryFn: ({ signal }) => fetchPage<ListingTemplateRow>(LISTING_PATHS.templates, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })
}
export const useChannelTemplates = (request: TemplateListRequest) => useQuery(channelTemplateListQueryOptions(request))

export const channelTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: channelTemplateKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<ListingTemplateRow>(LISTING_PATHS.templateDetail, { query: { id }, signal, silent: true }),
  })

export const useChannelTemplate = (id: string | undefined) =>
  useQuery({ ...channelTemplateQueryOptions(id ?? ''), enabled: !!id })

export const channelShopsQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: channelKeys.shops(channel),
    queryFn: ({ signal }) => apiFetch<ChannelShop[]>(LISTING_PATHS.channelShops, { query: { channel }, signal }),
    staleTime: 60_000,
  })

export const useChannelShops = (channel: string) => useQuery(channelShopsQueryOptions(channel))

/** Starts a channel's template page and its shop filter for a route loader (not awaited). */
export function prefetchChannelTemplates(queryClient: QueryClient, request: TemplateListRequest) {
  void queryClient.prefetchQuery(channelTemplateListQueryOptions(request))
  void queryClient.prefetchQuery(channelShopsQueryOptions(request.channel))
}

export const useCategories = (shopId: string | null) =>
  useQuery({
    queryKey: channelKeys.categories(shopId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<ChannelCategory[]>(LISTING_PATHS.categories, { query: { shopId }, signal, silent: true }),
    enabled: !!shopId,
    staleTime: 10 * 60_000,
  })

export const usePriceTemplates = () =>
  useQuery({
    queryKey: ['price-templates', 'list', { pageNo: 1, pageSize: 100 }],
    queryFn: ({ signal }) =>
      fetchPage<PriceTemplateRow>(GENERATION_PATHS.templateList, { pageNo: 1, pageSize: 100 }, { signal }),
  })

export const useBuildPreview = (goodsId: string | null, templateId: string | null) =>
  useQuery({
    queryKey: channelKeys.build(goodsId ?? '', templateId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<BuiltProduct>(LISTING_PATHS.build, { query: { goodsId, templateId }, signal, silent: true }),
    enabled: !!goodsId && !!templateId,
  })

export function useSaveChannelTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TemplateSaveInput) =>
      apiFetch<ListingTemplateRow>(LISTING_PATHS.templateSave, {
        body: { ...body },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: channelTemplateKeys.lists() })
      queryClient.setQueryData(channelTemplateKeys.detail(saved.id), saved)
    },
  })
}

export function useDeleteChannelTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(LISTING_PATHS.templateDelete, { body: { id }, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelTemplateKeys.lists() }),
  })
}
