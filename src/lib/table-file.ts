// Reads a CSV or XLSX file the seller picked into rows of text (first sheet for XLSX), loading
// papaparse or the XLSX reader only when a file arrives. Text that is not valid UTF-8 is read as
// GB18030 (Chinese spreadsheets often save CSV that way).

export class TableFileError extends Error {
  constructor(readonly problem: 'badType' | 'unreadable' | 'empty' | 'tooLarge') {
    super(problem)
  }
}

export const TABLE_FILE_ACCEPT = '.csv,.txt,.xlsx'
const MAX_BYTES = 20 * 1024 * 1024

function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

export async function readTableFile(file: File): Promise<string[][]> {
  const name = file.name.toLowerCase()
  if (!/\.(csv|txt|xlsx)$/.test(name)) throw new TableFileError('badType')
  if (file.size > MAX_BYTES) throw new TableFileError('tooLarge')
  let rows: string[][]
  try {
    const bytes = await file.arrayBuffer()
    if (name.endsWith('.xlsx')) {
      const { readXlsx } = await import('./xlsx/read-xlsx')
      rows = readXlsx(bytes)
    } else {
      const { default: Papa } = await import('papaparse')
      const text = decode(bytes).replace(/^\uFEFF/, '')
      rows = Papa.parse<string[]>(text, { skipEmptyLines: false }).data.map((row) => row.map((v) => String(v ?? '')))
    }
  } catch {
    throw new TableFileError('unreadable')
  }
  if (!rows.some((row) => row.some((value) => value.trim() !== ''))) throw new TableFileError('empty')
  return rows
}

/**
 * The values of one column, with their spreadsheet row numbers: the column whose header matches
 * `header` (case-insensitive), or the first column when no header row matches (a bare list).
 */
export function columnValues(rows: string[][], header: RegExp): { rowNo: number; value: string; cells: string[] }[] {
  const first = rows.findIndex((row) => row.some((value) => value.trim() !== ''))
  const headerRow = rows[first] ?? []
  const at = headerRow.findIndex((value) => header.test(value.trim()))
  const column = at >= 0 ? at : 0
  const start = at >= 0 ? first + 1 : first
  const out: { rowNo: number; value: string; cells: string[] }[] = []
  for (let i = start; i < rows.length; i++) {
    const cells = rows[i] ?? []
    const value = (cells[column] ?? '').trim()
    if (cells.every((cell) => cell.trim() === '')) continue
    out.push({ rowNo: i + 1, value, cells })
  }
  return out
}
