// Reads an uploaded CSV (or Amazon's tab-separated .txt) with papaparse, or an XLSX with our own
// small reader (src/lib/xlsx, loaded only when an XLSX arrives), into header + rows of text. Chinese exports
// are often GBK: text that is not valid UTF-8 is read as GB18030.
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '../../contract/order-import'
import type { ParsedTable } from './mapping'

export type ReadFileProblem = 'tooLarge' | 'tooManyRows' | 'empty' | 'unreadable' | 'badType'

export class ReadFileError extends Error {
  constructor(readonly problem: ReadFileProblem) {
    super(problem)
  }
}

export const ACCEPTED_EXTENSIONS = ['.csv', '.txt', '.tsv', '.xlsx']

function decode(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

async function readXlsxRows(bytes: ArrayBuffer): Promise<string[][]> {
  // Loaded only when an XLSX arrives (fflate + the reader, ~10 KiB gzip).
  const { readXlsx } = await import('../../lib/xlsx/read-xlsx')
  return readXlsx(bytes)
}

async function readCsv(bytes: ArrayBuffer): Promise<string[][]> {
  const { default: Papa } = await import('papaparse')
  const text = decode(bytes).replace(/^\uFEFF/, '')
  // Blank lines are kept so row numbers match the lines a spreadsheet shows; they would upset
  // papaparse's delimiter guess, so the header line decides: Amazon reports are tab-separated.
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? ''
  const count = (mark: string) => header.split(mark).length - 1
  const delimiter = ['\t', ',', ';'].reduce((best, mark) => (count(mark) > count(best) ? mark : best), ',')
  const result = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter })
  return result.data.map((row) => row.map((value) => String(value ?? '')))
}

export async function readImportFile(file: File): Promise<ParsedTable> {
  const name = file.name.toLowerCase()
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) throw new ReadFileError('badType')
  if (file.size > IMPORT_MAX_FILE_BYTES) throw new ReadFileError('tooLarge')
  let all: string[][]
  try {
    const bytes = await file.arrayBuffer()
    all = name.endsWith('.xlsx') ? await readXlsxRows(bytes) : await readCsv(bytes)
  } catch {
    throw new ReadFileError('unreadable')
  }
  const headerIndex = all.findIndex((row) => row.some((value) => value.trim() !== ''))
  if (headerIndex < 0) throw new ReadFileError('empty')
  const headers = (all[headerIndex] ?? []).map((value) => value.trim())
  const rows = all.slice(headerIndex + 1)
  while (rows.length > 0 && (rows.at(-1) ?? []).every((value) => value.trim() === '')) rows.pop()
  if (rows.length === 0) throw new ReadFileError('empty')
  if (rows.length > IMPORT_MAX_ROWS) throw new ReadFileError('tooManyRows')
  return { headers, rows, firstRowNo: headerIndex + 2 }
}
