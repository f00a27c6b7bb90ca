// The export menu of a filtered list: every page of the filter as CSV or XLSX (exportList), with
// progress and cancel (ExportMenu). A list gives only its page fetcher, its columns and a name.
import { type ExportListOptions, exportFileName, exportList } from '../../lib/export/export-list'
import { ExportMenu } from './export-menu'

export interface ListExportMenuProps<T> extends Pick<ExportListOptions<T>, 'fetchPage' | 'columns'> {
  /** The file's name before the date, e.g. "refunds". */
  name: string
  disabled?: boolean
}

export function ListExportMenu<T>({ fetchPage, columns, name, disabled }: ListExportMenuProps<T>) {
  return (
    <ExportMenu
      disabled={disabled}
      run={(format, onProgress, signal) =>
        exportList({ format, fetchPage, columns, onProgress, signal, fileName: exportFileName(name) })
      }
    />
  )
}
