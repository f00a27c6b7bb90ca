// The plaza's calls: the list and its offerer filter (POST /platform/public/goods/list, GET
// …/offerers), the offer form's source and candidates, offering (groceries publish), withdrawing
// (groceries delete) and fetching into a shop (POST /shop/groceries/goods/fetch). Online only:
// DESIGN.md §6 does not list them among the offline operations.
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { type CandidateGoods, type ChannelShop, LISTING_PATHS } from '../../../contract/listing'
import {
  PLAZA_PATHS,
  type PlazaChannel,
  type PlazaFetchAnswer,
  type PlazaListParams,
  type PlazaOfferRow,
  type PlazaPublishInput,
  type PlazaSource,
  type PlazaWithdrawAnswer,
} from '../../../contract/plaza'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { plazaKeys } from './keys'

export type PlazaListRequest = Omit<PlazaListParams, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number }

export const plazaListQueryOptions = (request: PlazaListRequest) =>
  queryOptions({
    queryKey: plazaKeys.list({ ...request }),
    queryFn: ({ signal }) => fetchPage<PlazaOfferRow>(PLAZA_PATHS.list, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })

export const usePlazaList = (request: PlazaListRequest) => useQuery(plazaListQueryOptions(request))

const plazaOfferersQueryOptions = (channel: PlazaChannel) =>
  queryOptions({
    queryKey: plazaKeys.offerers(channel),
    queryFn: ({ signal }) =>
      apiFetch<{ id: string; name: string }[]>(PLAZA_PATHS.offerers, { query: { channel }, signal, silent: true }),
    staleTime: 60_000,
  })

export const usePlazaOfferers = (channel: PlazaChannel) => useQuery(plazaOfferersQueryOptions(channel))

const plazaShopsQueryOptions = (channel: PlazaChannel) =>
  queryOptions({
    queryKey: plazaKeys.shops(channel),
    queryFn: ({ signal }) =>
      apiFetch<ChannelShop[]>(LISTING_PATHS.channelShops, { query: { channel }, signal, silent: true }),
    staleTime: 60_000,
  })

/** The caller's shops of the screen's channel: where plaza goods can go. */
export const usePlazaShops = (channel: PlazaChannel, enabled: boolean) =>
  useQuery({ ...plazaShopsQueryOptions(channel), enabled })

/**
 * Starts what the plaza screen reads first, for a route loader (not awaited): the page, the offerer
 * filter, and the channel's shops when the user may add goods to one (the screen asks only then).
 */
export function prefetchPlaza(queryClient: QueryClient, request: PlazaListRequest, canAdd: boolean) {
  void queryClient.prefetchQuery(plazaListQueryOptions(request))
  void queryClient.prefetchQuery(plazaOfferersQueryOptions(request.channel))
  if (canAdd) void queryClient.prefetchQuery(plazaShopsQueryOptions(request.channel))
}

export const useOfferCandidates = (request: { pageNo: number; pageSize: number; keyword?: string }, enabled: boolean) =>
  useQuery({
    queryKey: plazaKeys.candidates({ ...request }),
    queryFn: ({ signal }) => fetchPage<CandidateGoods>(LISTING_PATHS.candidates, { ...request }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  })

export const useOfferSource = (goodsId: string | undefined) =>
  useQuery({
    queryKey: plazaKeys.source(goodsId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<PlazaSource>(PLAZA_PATHS.source, { query: { goodsId: goodsId! }, signal, silent: true }),
    enabled: Boolean(goodsId),
  })

/** `key` is made when the form opens, so a retried submit is the same request to the server. */
export function usePublishOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, key }: { input: PlazaPublishInput; key: string }) =>
      apiFetch<PlazaOfferRow>(PLAZA_PATHS.publish, { body: { ...input }, idempotencyKey: key, silent: true }),
    onSuccess: (row) => {
      void queryClient.invalidateQueries({ queryKey: plazaKeys.source(row.goodsId) })
      return queryClient.invalidateQueries({ queryKey: plazaKeys.lists() })
    },
  })
}

export function useWithdrawOffers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (offerIds: string[]) =>
      apiFetch<PlazaWithdrawAnswer>(PLAZA_PATHS.withdraw, {
        body: { offerIds },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plazaKeys.lists() }),
  })
}

export function useFetchOffers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ shopId, offerIds, key }: { shopId: string; offerIds: string[]; key: string }) =>
      apiFetch<PlazaFetchAnswer>(PLAZA_PATHS.fetch, { body: { shopId, offerIds }, idempotencyKey: key, silent: true }),
    // The goods-per-channel lists now hold the new listings too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['listings', 'list'] })
      return queryClient.invalidateQueries({ queryKey: plazaKeys.lists() })
    },
  })
}
