// The keyword export: every keyword of the current filter.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_PAGE_SIZE } from '../../contract/constants'
import type { KeywordRow } from '../../contract/seo-keywords'
import { fetchAllPages } from '../../lib/export/fetch-all-pages'
import { buildExportFile, type ExportColumn, type ExportFormat } from '../../lib/export/table-export'
import { listKeywords } from './api/keywords'
import { type KeywordSearchParams, keywordRequest } from './keyword-search'
import { LANGUAGE_LABELS, SOURCE_LABELS } from './labels'

const HEADERS = {
  keyword: msg`Keyword`,
  language: msg`Language`,
  channel: msg`Channel`,
  source: msg`Source`,
  tags: msg`Tags`,
  goods: msg`Goods using it`,
}

export function keywordExportColumns(
  i18n: I18n,
  channelLabel: (channel: string) => string,
): ExportColumn<KeywordRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('keyword'), value: (row) => row.keyword, width: 30 },
    { header: h('language'), value: (row) => i18n._(LANGUAGE_LABELS[row.language]), width: 10 },
    { header: h('channel'), value: (row) => channelLabel(row.channel), width: 14 },
    { header: h('source'), value: (row) => i18n._(SOURCE_LABELS[row.source]), width: 10 },
    { header: h('tags'), value: (row) => row.tags.join(', '), width: 24 },
    { header: h('goods'), value: (row) => row.goodsCount, width: 10 },
  ]
}

export async function exportKeywords(options: {
  format: ExportFormat
  search: KeywordSearchParams
  columns: ExportColumn<KeywordRow>[]
  onProgress: (done: number, total: number) => void
  signal: AbortSignal
  fileName: string
}): Promise<File> {
  const request = keywordRequest(options.search)
  const rows = await fetchAllPages(
    (pageNo, pageSize, signal) => listKeywords({ ...request, pageNo, pageSize }, signal),
    {
      chunkSize: MAX_PAGE_SIZE,
      signal: options.signal,
      onProgress: options.onProgress,
    },
  )
  return buildExportFile(options.format, rows, options.columns, options.fileName)
}
