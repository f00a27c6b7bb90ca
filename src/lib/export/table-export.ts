// Writes rows as CSV (papaparse) or XLSX (src/lib/xlsx, loaded only when asked for) and hands the
// file to the browser.
import { escapeCsvCell } from '../../contract/csv-cell'
import { taskBudget } from '../task-budget'

export type ExportFormat = 'csv' | 'xlsx'

export interface ExportColumn<T> {
  /** Header text in the reader's language. */
  header: string
  value: (row: T) => string | number | null | undefined
  /** Column width in characters (XLSX). */
  width?: number
}

/** Header row, then one array per row: what both formats are made from. */
export function exportMatrix<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): (string | number)[][] {
  return [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row) ?? '')),
  ]
}

/** Rows turned into text or cells between two looks at the clock (src/lib/task-budget.ts). */
const ROWS_PER_SLICE = 200

export async function toCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): Promise<string> {
  const { default: Papa } = await import('papaparse')
  // Cells that a spreadsheet would run as formulas are escaped (src/contract/csv-cell.ts).
  const line = (cells: (string | number)[][]) =>
    Papa.unparse(
      cells.map((row) => row.map(escapeCsvCell)),
      { newline: '\r\n' },
    )
  // The BOM makes Excel read UTF-8 (Chinese names) correctly.
  const parts = [`\uFEFF${line([columns.map((column) => column.header)])}`]
  // Slices of rows in short tasks: 100,000 rows in one go held a phone's main thread for seconds.
  const budget = taskBudget()
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    parts.push(line(exportMatrix(rows.slice(start, start + ROWS_PER_SLICE), columns).slice(1)))
    await budget()
  }
  return parts.join('\r\n')
}

export async function toXlsx<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  sheetName: string,
): Promise<ArrayBuffer> {
  // Our own writer (src/lib/xlsx, fflate underneath): exceljs was ~250 KiB gzip for one sheet of text.
  const { writeXlsx } = await import('../xlsx/write-xlsx')
  // The cells in short tasks too, then the writer zips in short tasks of its own.
  const budget = taskBudget()
  const matrix: (string | number)[][] = [columns.map((column) => column.header)]
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    for (const line of exportMatrix(rows.slice(start, start + ROWS_PER_SLICE), columns).slice(1)) matrix.push(line)
    await budget()
  }
  const bytes = await writeXlsx({ name: sheetName, widths: columns.map((column) => column.width), rows: matrix })
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
}

export async function buildExportFile<T>(
  format: ExportFormat,
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  baseName: string,
): Promise<File> {
  if (format === 'csv') {
    return new File([await toCsv(rows, columns)], `${baseName}.csv`, { type: 'text/csv;charset=utf-8' })
  }
  return new File([await toXlsx(rows, columns, baseName)], `${baseName}.xlsx`, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })
}

export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
