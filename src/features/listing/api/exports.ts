// Export records: POST /platform/export/create (a channel's bulk-upload file, made by a job),
// POST /platform/export/list (polled while one is under way) and the file's download.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { API_BASE } from '../../../contract/constants'
import type { Channel } from '../../../contract/dictionaries'
import { type ExportCreateInput, type ExportRecordRow, LISTING_EXPORT_PATHS } from '../../../contract/listing-export'
import { apiFetch } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/export/table-export'
import { fetchPage } from '../../../lib/paging'
import { getToken } from '../../../lib/token'
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

/** The file needs the bearer token, which a plain link does not send: fetched, then handed to the browser. */
export async function downloadExport(record: ExportRecordRow) {
  const token = getToken()
  const response = await fetch(`${API_BASE}${LISTING_EXPORT_PATHS.download}?id=${encodeURIComponent(record.id)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { msg?: string } | null
    throw new Error(answer?.msg ?? `HTTP ${response.status}`)
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream'
  downloadFile(new File([await response.blob()], record.fileName, { type }))
}
