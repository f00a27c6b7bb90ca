// Writing an export file on disk in batches: the header first, then each batch's rows appended to
// a part file whose committed length the job's cursor holds (a batch that ran but did not commit is
// cut off again before the next one), and at the end the finished file. CSV and Amazon's text are
// the part file itself. An XLSX's part holds the sheet already deflated: each batch's XML is
// compressed on its own (Node's zlib, in the thread pool) and ends on a sync flush, so the batches'
// outputs join into one deflate stream, and the cursor carries the CRC-32 and size of the XML so
// far; the finished file is the part wrapped in the zip's headers. Neither the rows nor the file
// are ever held in memory whole, and the ~120 MB of sheet XML of 10,000 listings is never written
// to disk, read back or CRC'd in JavaScript (fflate did that at the end: ~2.5 s of CPU, profiled).
import { createReadStream, createWriteStream } from 'node:fs'
import { appendFile, mkdir, rename, rm, stat, truncate, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { constants, crc32, deflateRaw } from 'node:zlib'
import { Zip, ZipDeflate, type ZipInputFile } from 'fflate'
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

/** Where the part file stands: what the job's cursor saves after each batch. */
export interface PartState {
  /** Committed length of the part file in bytes. */
  bytes: number
  /** XLSX: CRC-32 and length of the sheet XML the part holds deflated. */
  crc: number
  plain: number
}

const deflate = promisify(deflateRaw)
/**
 * Level 3: on the sheet of 10,000 listings (118 MB of XML) level 6 took 903 ms of CPU for 6.0 MB,
 * level 3 271 ms for 7.1 MB (level 1 214 ms, 7.7 MB): a second saved for a slightly larger file.
 */
const SHEET_LEVEL = 3

/** The bytes appended for `text`: for an XLSX, deflated up to a sync flush (a stream continued later). */
async function partBytes(type: FileType, text: string, last = false) {
  const bytes = Buffer.from(text, 'utf8')
  if (type !== 'xlsx') return { bytes, plain: bytes }
  const flush = last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH
  return { bytes: await deflate(bytes, { level: SHEET_LEVEL, finishFlush: flush }), plain: bytes }
}

const advanced = (at: PartState, plain: Buffer, written: number): PartState => ({
  bytes: at.bytes + written,
  crc: crc32(plain, at.crc),
  plain: at.plain + plain.length,
})

/** A fresh part file with the channel's header rows (for an XLSX, the sheet up to its first row). */
export async function startFile(
  paths: ExportPaths,
  type: FileType,
  format: ChannelFileFormat,
  bom: boolean,
): Promise<PartState> {
  await mkdir(path.dirname(paths.part), { recursive: true })
  const columns = format.header[format.header.length - 1]?.length ?? 0
  const head = type === 'xlsx' ? sheetHead(columns, format.widths, format.header.length) : ''
  const text = (bom && type === 'csv' ? '\uFEFF' : '') + head + encodeRows(type, format.header, 0, true)
  const { bytes, plain } = await partBytes(type, text)
  await writeFile(paths.part, bytes)
  return advanced({ bytes: 0, crc: 0, plain: 0 }, plain, bytes.length)
}

/** Cuts what an uncommitted batch left, then appends this batch: where the part stands now. */
export async function appendAt(paths: ExportPaths, type: FileType, at: PartState, text: string): Promise<PartState> {
  const now = (await stat(paths.part)).size
  if (now < at.bytes) throw new Error(`export file ${paths.part} is shorter than its saved progress`)
  if (now > at.bytes) await truncate(paths.part, at.bytes)
  const { bytes, plain } = await partBytes(type, text)
  await appendFile(paths.part, bytes)
  return advanced(at, plain, bytes.length)
}

/**
 * The .xlsx around the deflated sheet in the part (a temporary name, then renamed: never half a
 * file). The sheet entry hands fflate's Zip the part's bytes as they are, with the CRC and size the
 * batches added up; the small parts are deflated by fflate.
 */
async function zipSheet(paths: ExportPaths, sheetName: string, at: PartState) {
  const tail = await partBytes('xlsx', SHEET_TAIL, true)
  const whole = advanced(at, tail.plain, tail.bytes.length)
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
  const sheet: ZipInputFile = {
    filename: 'xl/worksheets/sheet1.xml',
    compression: 8,
    crc: whole.crc,
    size: whole.plain,
  }
  zip.add(sheet)
  for await (const chunk of createReadStream(paths.part, { start: 0, end: at.bytes - 1, highWaterMark: 1 << 20 })) {
    sheet.ondata?.(null, new Uint8Array(chunk as Buffer), false)
    // Let the written chunks drain before reading more (memory stays at a few chunks).
    if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  }
  sheet.ondata?.(null, new Uint8Array(tail.bytes), true)
  zip.end()
  await written
  if (failure) throw failure
  await rename(temporary, paths.final)
}

/** The finished file (zipped for XLSX) from the part as the last batch left it; its size in bytes. */
export async function finishFile(paths: ExportPaths, type: FileType, sheetName: string, at: PartState) {
  if (type === 'xlsx') await zipSheet(paths, sheetName, at)
  else if ((await stat(paths.final)).size > at.bytes) await truncate(paths.final, at.bytes)
  return (await stat(paths.final)).size
}

/** Removes what an export wrote (a failed export, or the part once the XLSX is made). */
export async function removeFiles(paths: ExportPaths, keepFinal: boolean) {
  if (paths.part !== paths.final) await rm(paths.part, { force: true })
  if (!keepFinal) await rm(paths.final, { force: true })
}
