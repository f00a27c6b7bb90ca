// Writing an export file on disk in batches: the header first, then each batch's rows appended to
// a part file whose committed length the job's cursor holds (a batch that ran but did not commit is
// cut off again before the next one), and at the end the finished file. CSV and Amazon's text are
// the part file itself; an XLSX is zipped from the part (the sheet's rows) in a stream, so neither
// the rows nor the file are ever held in memory whole.
import { createReadStream, createWriteStream } from 'node:fs'
import { appendFile, mkdir, rename, rm, stat, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AsyncZipDeflate, Zip, ZipDeflate } from 'fflate'
import Papa from 'papaparse'
import { escapeCsvCell } from '../../../../src/contract/csv-cell'
import {
  CONTENT_TYPES,
  ROOT_RELS,
  rowXml,
  SHEET_TAIL,
  STYLES,
  sheetHead,
  WORKBOOK_RELS,
  workbookXml,
} from '../../../../src/contract/xlsx-parts'
import { filesDirOf } from '../../../lib/file-storage'
import type { Cell, ChannelFileFormat } from './formats/types'

export type FileType = 'txt' | 'csv' | 'xlsx'

export interface ExportPaths {
  /** Where rows are appended (for CSV and text also the finished file). */
  part: string
  /** The file the download streams. */
  final: string
}

/** Files of one export record, under DATA_DIR/files/exports/<tenant>/ (ids are server-made). */
export function exportPaths(dataDir: string, did: string, id: string, type: FileType): ExportPaths {
  const dir = path.join(filesDirOf(dataDir), 'exports', did)
  const final = path.join(dir, `${id}.${type}`)
  return { final, part: type === 'xlsx' ? path.join(dir, `${id}.sheet.part`) : final }
}

// A tab or line break inside a value would break Amazon's row; spaces keep the words apart.
const BREAK = /[\t\r\n]/
const textCell = (value: Cell): string => {
  if (typeof value === 'number') return String(value)
  if (value === '') return value
  const safe = escapeCsvCell(value)
  return BREAK.test(safe) ? safe.replace(/[\t\r\n]+/g, ' ') : safe
}

/** One tab-separated line (a loop, not map + join: ~100,000 rows of 24 cells an export). */
function textRow(row: readonly Cell[]): string {
  let line = row.length > 0 ? textCell(row[0]!) : ''
  for (let i = 1; i < row.length; i++) line += `\t${textCell(row[i]!)}`
  return `${line}\r\n`
}

/** Rows as the file type writes them; `firstRow` (0-based) numbers XLSX rows. */
export function encodeRows(type: FileType, rows: Cell[][], firstRow: number, header = false): string {
  if (rows.length === 0) return ''
  if (type === 'txt') {
    let text = ''
    for (const row of rows) text += textRow(row)
    return text
  }
  if (type === 'csv')
    return `${Papa.unparse(
      rows.map((row) => row.map(escapeCsvCell)),
      { newline: '\r\n' },
    )}\r\n`
  let text = ''
  for (let i = 0; i < rows.length; i++) text += rowXml(rows[i]!, firstRow + i, header)
  return text
}

/** A fresh part file with the channel's header rows; its length in bytes. */
export async function startFile(paths: ExportPaths, type: FileType, format: ChannelFileFormat, bom: boolean) {
  await mkdir(path.dirname(paths.part), { recursive: true })
  const text = (bom && type === 'csv' ? '\uFEFF' : '') + encodeRows(type, format.header, 0, true)
  const bytes = Buffer.from(text, 'utf8')
  await writeFile(paths.part, bytes)
  return bytes.length
}

/** Cuts what an uncommitted batch left, then appends this batch: the new committed length. */
export async function appendAt(paths: ExportPaths, committed: number, text: string) {
  const now = (await stat(paths.part)).size
  if (now < committed) throw new Error(`export file ${paths.part} is shorter than its saved progress`)
  if (now > committed) await truncate(paths.part, committed)
  const bytes = Buffer.from(text, 'utf8')
  await appendFile(paths.part, bytes)
  return committed + bytes.length
}

/** Zips the sheet's rows into the .xlsx (a temporary name, then renamed: never half a file). */
async function zipSheet(paths: ExportPaths, format: ChannelFileFormat, sheetName: string) {
  const temporary = `${paths.final}.${process.pid}.tmp`
  const out = createWriteStream(temporary)
  const written = new Promise<void>((resolve, reject) => {
    out.on('error', reject)
    out.on('finish', () => resolve())
  })
  let failure: Error | null = null
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error
      out.destroy(error)
      return
    }
    out.write(chunk)
    if (final) out.end()
  })
  const small = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    file.push(Buffer.from(text, 'utf8'), true)
  }
  small('[Content_Types].xml', CONTENT_TYPES)
  small('_rels/.rels', ROOT_RELS)
  small('xl/workbook.xml', workbookXml(sheetName))
  small('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
  small('xl/styles.xml', STYLES)
  // Deflated off the main thread (fflate's workers): a large sheet does not stall the API.
  const sheet = new AsyncZipDeflate('xl/worksheets/sheet1.xml', { level: 6 })
  zip.add(sheet)
  const columns = format.header[format.header.length - 1]?.length ?? 0
  sheet.push(Buffer.from(sheetHead(columns, format.widths, format.header.length), 'utf8'))
  for await (const chunk of createReadStream(paths.part, { highWaterMark: 1 << 20 })) {
    sheet.push(new Uint8Array(chunk as Buffer))
    // Let the written chunks drain before reading more (memory stays at a few chunks).
    if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  }
  sheet.push(Buffer.from(SHEET_TAIL, 'utf8'), true)
  zip.end()
  await written
  if (failure) throw failure
  await rename(temporary, paths.final)
}

/** The finished file: zipped for XLSX; its size in bytes. */
export async function finishFile(paths: ExportPaths, type: FileType, format: ChannelFileFormat, sheetName: string) {
  if (type === 'xlsx') await zipSheet(paths, format, sheetName)
  return (await stat(paths.final)).size
}

/** Removes what an export wrote (a failed export, or the part once the XLSX is made). */
export async function removeFiles(paths: ExportPaths, keepFinal: boolean) {
  if (paths.part !== paths.final) await rm(paths.part, { force: true })
  if (!keepFinal) await rm(paths.final, { force: true })
}
