// Goods per channel: POST /platform/goods/list, /platform/goods/candidates, /platform/goods/publish,
// /platform/goods/action; and GET /jobs/detail for a publish job's progress.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { JobView } from '../../../contract/jobs'
import { JOB_PATHS } from '../../../contract/jobs'
import {
  type CandidateGoods,
  type GoodsListParams,
  LISTING_PATHS,
  type ListingAction,
  type ListingRow,
  type PublishInput,
} from '../../../contract/listing'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { jobKeys, listingKeys } from './keys'

export interface PublishAnswer {
  jobs: JobView[]
  listings: number
}

export type ListingListRequest = Omit<GoodsListParams, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number }

export function listingListQueryOptions(request: ListingListRequest) {
  return queryOptions({
    queryKey: listingKeys.list({ ...request }),
    queryFn: ({ signal }) => fetchPage<ListingRow>(LISTING_PATHS.goods, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })
}
export const useListingList = (request: ListingListRequest, polling: boolean) =>
  useQuery({ ...listingListQueryOptions(request), refetchInterval: polling ? 1500 : false })

export const useCandidates = (request: { pageNo: number; pageSize: number; keyword?: string }) =>
  useQuery({
    queryKey: listingKeys.candidates({ ...request }),
    queryFn: ({ signal }) => fetchPage<CandidateGoods>(LISTING_PATHS.candidates, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })

export function usePublish() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, key }: { input: PublishInput; key: string }) =>
      apiFetch<PublishAnswer>(LISTING_PATHS.publish, { body: { ...input }, idempotencyKey: key, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.lists() }),
  })
}

export function useListingAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { channel: string; action: ListingAction; listingIds: string[] }) =>
      apiFetch<PublishAnswer>(LISTING_PATHS.action, { body, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.lists() }),
  })
}

/** A job's progress, read every second until it has finished. */
export const useJob = (id: string) =>
  useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<JobView>(JOB_PATHS.detail, { query: { id }, signal, silent: true }),
    refetchInterval: (query) =>
      query.state.data && ['done', 'failed', 'cancelled'].includes(query.state.data.state) ? false : 1000,
  })
