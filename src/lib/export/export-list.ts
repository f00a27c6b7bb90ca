// One export of a filtered list: every page of the filter in chunks (progress, cancel), then the
// file in the chosen format. Each list gives only its page fetcher and its columns.
import { MAX_PAGE_SIZE } from '../../contract/constants'
import type { Page } from '../../contract/envelope'
import { fetchAllPages } from './fetch-all-pages'
import { buildExportFile, type ExportColumn, type ExportFormat } from './table-export'

export interface ExportListOptions<T> {
  format: ExportFormat
  /** One page of the list's current filter and sort. */
  fetchPage: (pageNo: number, pageSize: number, signal?: AbortSignal) => Promise<Page<T>>
  columns: ExportColumn<T>[]
  onProgress: (done: number, total: number) => void
  signal: AbortSignal
  fileName: string
  /** Runs after the file is built and before it is handed over (the payment records mark it). */
  afterBuild?: (rows: readonly T[], signal: AbortSignal) => Promise<void>
}

export async function exportList<T>(options: ExportListOptions<T>): Promise<File> {
  const rows = await fetchAllPages(options.fetchPage, {
    chunkSize: MAX_PAGE_SIZE,
    signal: options.signal,
    onProgress: options.onProgress,
  })
  const file = await buildExportFile(options.format, rows, options.columns, options.fileName)
  options.signal.throwIfAborted()
  await options.afterBuild?.(rows, options.signal)
  return file
}

/** A dated file name: "refunds-2026-11-25". */
export const exportFileName = (base: string) => `${base}-${new Date().toISOString().slice(0, 10)}`
