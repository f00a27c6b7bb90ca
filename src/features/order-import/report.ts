// The downloadable result report of an import: one line per file row with its outcome, the
// console order it created or matched, and the reason when it failed.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ImportRowResult } from '../../contract/order-import'
import { buildExportFile, type ExportColumn, type ExportFormat } from '../../lib/export/table-export'
import { STATUS_LABELS } from './import-labels'

export function reportColumns(i18n: I18n): ExportColumn<ImportRowResult>[] {
  return [
    { header: i18n._(msg`Row`), value: (row) => row.rowNo, width: 8 },
    { header: i18n._(msg`Channel order no.`), value: (row) => row.externalNo, width: 24 },
    { header: i18n._(msg`Result`), value: (row) => i18n._(STATUS_LABELS[row.status]), width: 14 },
    { header: i18n._(msg`Order no.`), value: (row) => row.orderNo ?? '', width: 24 },
    { header: i18n._(msg`Reason`), value: (row) => row.message, width: 60 },
  ]
}

export function buildReport(
  i18n: I18n,
  results: readonly ImportRowResult[],
  format: ExportFormat,
  fileName: string,
): Promise<File> {
  const base = `${fileName.replace(/\.[^.]+$/, '')}-import-report`
  return buildExportFile(
    format,
    [...results].sort((a, b) => a.rowNo - b.rowNo),
    reportColumns(i18n),
    base,
  )
}
