// Export records: POST /platform/export/create (a channel's bulk-upload file, made by a job),
// POST /platform/export/list (polled while one is under way) and the file's download (a signed link).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Channel } from '../../../contract/dictionaries'
import {
  type ExportCreateInput,
  type ExportLink,
  type ExportRecordRow,
  LISTING_EXPORT_PATHS,
} from '../../../contract/listing-export'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { listingKeys } from './keys'

export const exportKeys = {
  all: ['listing-exports'] as const,
  lists: () => [...exportKeys.all, 'list'] as const,
  list: (request: { channel: Channel; pageNo: number; pageSize: number }) =>
    [...exportKeys.all, 'list', request] as const,
}

const busy = (rows: ExportRecordRow[] | undefined) =>
  !!rows?.some((row) => row.state === 'queued' || row.state === 'running')

export function exportListQueryOptions(request: { channel: Channel; pageNo: number; pageSize: number }) {
  return queryOptions({
    queryKey: exportKeys.list(request),
    queryFn: ({ signal }) => fetchPage<ExportRecordRow>(LISTING_EXPORT_PATHS.list, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })
}

/** The records of a channel, read again every second while one of them is being made. */
export const useExportRecords = (request: { channel: Channel; pageNo: number; pageSize: number }) =>
  useQuery({
    ...exportListQueryOptions(request),
    refetchInterval: (query) => (busy(query.state.data?.data) ? 1000 : false),
  })

export function useCreateExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, key }: { input: ExportCreateInput; key: string }) =>
      apiFetch<ExportRecordRow>(LISTING_EXPORT_PATHS.create, { body: { ...input }, idempotencyKey: key, silent: true }),
    onSuccess: () => {
      // The listings become exported once the file is done; the goods list reads that when it is.
      void queryClient.invalidateQueries({ queryKey: listingKeys.lists() })
      return queryClient.invalidateQueries({ queryKey: exportKeys.lists() })
    },
  })
}

/**
 * The file is not fetched into the page (a 50 MiB flat file would sit in memory as a Blob): the
 * server gives a signed link good for a minute, checked against the session, the permission and
 * the tenant when it is made, and the browser follows it and saves the file as it streams in.
 */
export async function downloadExport(record: ExportRecordRow) {
  const link = await apiFetch<ExportLink>(LISTING_EXPORT_PATHS.link, { query: { id: record.id }, silent: true })
  const anchor = document.createElement('a')
  anchor.href = link.url
  anchor.download = record.fileName
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
}
