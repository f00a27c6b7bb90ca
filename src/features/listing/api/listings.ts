// Goods per channel: POST /platform/goods/list, /platform/goods/candidates, /platform/goods/publish,
// /platform/goods/action; and GET /jobs/detail for a publish job's progress.
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
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
import { whenAccountDb } from '../../../db/current'
import { listingPublishOperation } from '../../../db/outbox/operations/listing-publish'
import { enqueue } from '../../../db/outbox/queue'
import { requestDrain } from '../../../db/outbox/signal'
import { apiFetch } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'
import { fetchPage } from '../../../lib/paging'
import { isKnownOffline } from '../../../lib/server-reach'
import { jobKeys, listingKeys } from './keys'
import { channelShopsQueryOptions } from './templates'

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

/** Starts a channel's goods page and its shop filter for a route loader (not awaited). */
export function prefetchListingGoods(queryClient: QueryClient, request: ListingListRequest) {
  void queryClient.prefetchQuery(listingListQueryOptions(request))
  void queryClient.prefetchQuery(channelShopsQueryOptions(request.channel))
}

export const useCandidates = (request: { pageNo: number; pageSize: number; keyword?: string }) =>
  useQuery({
    queryKey: listingKeys.candidates({ ...request }),
    queryFn: ({ signal }) => fetchPage<CandidateGoods>(LISTING_PATHS.candidates, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })

/** Started on the server now, or kept on the device to be sent when the connection is back. */
export type PublishOutcome = ({ queued: false } & PublishAnswer) | { queued: true }

/**
 * Online, the request goes straight out (the screen shows the jobs' progress at once). With no
 * network — the browser says offline, or no answer came — it becomes an intent in the outbox under
 * the same Idempotency-Key, so a request the server did receive before the answer was lost is not
 * started twice when the outbox sends it again (issue 16 item 11).
 */
export async function sendOrQueuePublish(input: PublishInput, key: string, label: string): Promise<PublishOutcome> {
  if (!isKnownOffline()) {
    try {
      const answer = await apiFetch<PublishAnswer>(LISTING_PATHS.publish, {
        body: { ...input },
        idempotencyKey: key,
        silent: true,
      })
      return { queued: false, ...answer }
    } catch (error) {
      if (!isApiError(error) || !error.isNetworkError) throw error
    }
  }
  const db = await whenAccountDb(5_000)
  if (!db) throw new Error('The local database is not available')
  const existing = await db.outbox.where('id').equals(key).first()
  if (!existing) await enqueue(db, [{ operation: listingPublishOperation, payload: input, label, idempotencyKey: key }])
  requestDrain()
  return { queued: true }
}

export function usePublish() {
  const queryClient = useQueryClient()
  return useMutation({
    // Queuing works with no network: it is a local write.
    networkMode: 'always',
    mutationFn: ({ input, key, label }: { input: PublishInput; key: string; label: string }) =>
      sendOrQueuePublish(input, key, label),
    // Not awaited: the server has the job, so the drawer closes now. Returning the refetch made the
    // screen's own onSuccess wait for the list to come back, seconds on a busy server (the drawer
    // stood open, its button spinning, after the job had started).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.active() })
      void queryClient.invalidateQueries({ queryKey: listingKeys.lists() })
    },
  })
}

export function useListingAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { channel: string; action: ListingAction; listingIds: string[] }) =>
      apiFetch<PublishAnswer>(LISTING_PATHS.action, { body, idempotencyKey: crypto.randomUUID(), silent: true }),
    // Not awaited, as for publishing: the job is started, the selection clears at once.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.active() })
      void queryClient.invalidateQueries({ queryKey: listingKeys.lists() })
    },
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
