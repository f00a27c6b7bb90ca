// Labels and colours of export record states and file types, declared once (STYLE.md §5).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExportRecordRow, ExportRecordState } from '../../contract/listing-export'

export const EXPORT_RECORD_STATE_LABELS: Record<ExportRecordState, MessageDescriptor> = {
  queued: msg`Waiting`,
  running: msg`Writing the file`,
  // Not the shared "Ready": in Chinese this one means the file is made (文件已生成).
  done: msg({ message: 'Ready', context: 'export file' }),
  failed: msg`Failed`,
  expired: msg({ message: 'Expired', context: 'export file' }),
}
export const EXPORT_RECORD_STATE_COLORS: Record<ExportRecordState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  expired: 'gray',
}
export const EXPORT_FILE_LABELS: Record<ExportRecordRow['fileType'], MessageDescriptor> = {
  txt: msg`Tab-separated flat file`,
  csv: msg`CSV`,
  xlsx: msg`Excel sheet (XLSX)`,
}
