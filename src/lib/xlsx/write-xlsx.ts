// Writes one worksheet as an .xlsx file: a bold, frozen header row, column widths, text and
// numbers. This is all the console's exports need; it replaces exceljs in the browser, whose
// ~250 KiB (gzip) were a third of all the app's JavaScript (DESIGN.md §9). The zip container
// comes from fflate (~8 KiB gzip, maintained, no dependencies), streamed in short steps so a phone
// stays responsive while a large export is zipped.
import { Zip, ZipDeflate } from 'fflate'
import { taskBudget } from '../task-budget'

export type XlsxCell = string | number | null | undefined

export interface XlsxSheet {
  name: string
  /** Width of each column in characters (Excel's unit); missing ones get 16. */
  widths?: readonly (number | undefined)[]
  /** The first row is the header: bold and frozen. */
  rows: readonly (readonly XlsxCell[])[]
}

// XML 1.0 forbids most control characters even escaped; Excel refuses the file if they appear.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters removed
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

function xmlText(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** Excel refuses these characters in a sheet name and names longer than 31 characters. */
export function safeSheetName(name: string): string {
  const cleaned = name.replace(/[*?:/\\[\]]/g, ' ').trim()
  return (cleaned || 'Sheet1').slice(0, 31)
}

function cellXml(value: XlsxCell, ref: string, style: string): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'number') {
    // NaN and Infinity have no spreadsheet form: written as text, as a person would read them.
    if (!Number.isFinite(value)) return `<c r="${ref}" t="inlineStr"${style}><is><t>${String(value)}</t></is></c>`
    return `<c r="${ref}"${style}><v>${value}</v></c>`
  }
  return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`
}

function rowXml(row: readonly XlsxCell[], r: number): string {
  // Style 1 is the bold font (styles.xml below).
  const style = r === 0 ? ' s="1"' : ''
  const cells = row.map((value, c) => cellXml(value, `${columnName(c)}${r + 1}`, style)).join('')
  return `<row r="${r + 1}">${cells}</row>`
}

/** The worksheet before its rows (views, widths) and after them. */
function sheetFrame(sheet: XlsxSheet): { head: string; tail: string } {
  let columns = 0
  for (const row of sheet.rows) columns = Math.max(columns, row.length)
  const cols = Array.from({ length: columns }, (_, i) => {
    const width = sheet.widths?.[i] ?? 16
    return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`
  }).join('')
  const pane =
    sheet.rows.length > 0
      ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>'
      : ''
  return {
    head:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
      '<sheetFormatPr defaultRowHeight="15"/>' +
      (cols ? `<cols>${cols}</cols>` : '') +
      '<sheetData>',
    tail: '</sheetData></worksheet>',
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>'

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>'

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '</Relationships>'

// Two fonts (regular, bold) and two cell formats using them; fills 0 and 1 are required by Excel.
const STYLES =
  `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>'

function workbookXml(sheetName: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets><sheet name="${xmlText(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  )
}

/**
 * UTF-8 bytes as this realm's Uint8Array: fflate tells files from folders with `instanceof`, and
 * under jsdom TextEncoder answers with another realm's array (which fflate would take for a folder).
 */
function utf8(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text)
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
}

/** Characters of sheet XML encoded and compressed at a time (about a millisecond of deflate). */
const CHUNK_CHARS = 16 * 1024

export interface WriteXlsxOptions {
  /** Milliseconds of work before the page gets the thread back (src/lib/task-budget.ts); 0: at every chunk. */
  budgetMs?: number
  /** How the thread is given back; a macrotask unless a test counts the steps. */
  pause?: () => Promise<void>
}

/**
 * The workbook, built and deflated as a stream (fflate's Zip/ZipDeflate) in short tasks: rows become
 * XML, every CHUNK_CHARS are encoded and compressed, and the page gets the thread back whenever the
 * task has run its budget: 5,000 rows zipped in one call were one long task on a phone.
 */
export async function writeXlsx(sheet: XlsxSheet, options: WriteXlsxOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  const budget = taskBudget(options.budgetMs, options.pause)
  const parts: Uint8Array[] = []
  let failure = null as Error | null
  const zip = new Zip((error, data) => {
    if (error) failure = error
    else parts.push(data)
  })
  const whole = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    file.push(utf8(text), true)
  }
  whole('[Content_Types].xml', CONTENT_TYPES)
  whole('_rels/.rels', ROOT_RELS)
  whole('xl/workbook.xml', workbookXml(sheet.name))
  whole('xl/_rels/workbook.xml.rels', WORKBOOK_RELS)
  whole('xl/styles.xml', STYLES)

  const worksheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 })
  zip.add(worksheet)
  const { head, tail } = sheetFrame(sheet)
  let slice = head
  for (let r = 0; r < sheet.rows.length; r++) {
    slice += rowXml(sheet.rows[r]!, r)
    if (slice.length >= CHUNK_CHARS) {
      worksheet.push(utf8(slice))
      slice = ''
      await budget()
    }
  }
  worksheet.push(utf8(slice + tail), true)
  zip.end()
  if (failure) throw failure

  let size = 0
  for (const part of parts) size += part.length
  const bytes = new Uint8Array(size)
  let at = 0
  for (const part of parts) {
    bytes.set(part, at)
    at += part.length
  }
  return bytes
}
