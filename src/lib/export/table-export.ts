// Writes rows as CSV (papaparse) or XLSX (exceljs, loaded only when asked for) and hands the
// file to the browser.

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

export async function toCsv<T>(rows: readonly T[], columns: readonly ExportColumn<T>[]): Promise<string> {
  const { default: Papa } = await import('papaparse')
  // The BOM makes Excel read UTF-8 (Chinese names) correctly.
  return `\uFEFF${Papa.unparse(exportMatrix(rows, columns), { newline: '\r\n' })}`
}

export async function toXlsx<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  sheetName: string,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31))
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 16 }))
  for (const row of exportMatrix(rows, columns).slice(1)) sheet.addRow(row)
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer
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
