// Fetches every page of a filtered list in chunks, reporting progress and stopping on abort, so
// an export holds exactly what the filter shows.
import type { Page } from '../../contract/envelope'

export interface FetchAllOptions {
  /** Rows per request; the list sources allow up to MAX_PAGE_SIZE. */
  chunkSize?: number
  signal?: AbortSignal
  /** Called after each chunk with rows fetched so far and the total the server reported. */
  onProgress?: (done: number, total: number) => void
  /** Refuse lists longer than this instead of holding them all in memory. */
  maxRows?: number
}

export class ExportTooLargeError extends Error {
  constructor(readonly total: number) {
    super(`The list has ${total} rows, more than an export may hold`)
    this.name = 'ExportTooLargeError'
  }
}

export async function fetchAllPages<T>(
  fetchPage: (pageNo: number, pageSize: number, signal?: AbortSignal) => Promise<Page<T>>,
  { chunkSize = 200, signal, onProgress, maxRows = 100_000 }: FetchAllOptions = {},
): Promise<T[]> {
  const rows: T[] = []
  let pageNo = 1
  let total = 0
  for (;;) {
    signal?.throwIfAborted()
    const page = await fetchPage(pageNo, chunkSize, signal)
    total = page.totalCount
    if (total > maxRows) throw new ExportTooLargeError(total)
    rows.push(...page.data)
    onProgress?.(Math.min(rows.length, total), total)
    // Stop on the last page, or if the list shrank meanwhile and a page came back short.
    if (page.data.length < chunkSize || rows.length >= total) break
    pageNo += 1
  }
  return rows
}
