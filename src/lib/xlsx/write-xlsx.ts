// Writes one worksheet as an .xlsx file: a bold, frozen header row, column widths, text and
// numbers. This is all the console's exports need; it replaces exceljs in the browser, whose
// ~250 KiB (gzip) were a third of all the app's JavaScript (DESIGN.md §9). The zip container
// comes from fflate (~8 KiB gzip, maintained, no dependencies), streamed in short tasks so a phone
// stays responsive while a large export is zipped. The XML parts are shared with the server's
// export files (src/contract/xlsx-parts.ts).
import { Zip, ZipDeflate } from 'fflate'
import {
  CONTENT_TYPES,
  ROOT_RELS,
  rowXml,
  SHEET_TAIL,
  STYLES,
  sheetHead,
  WORKBOOK_RELS,
  workbookXml,
  type XlsxSheet,
} from '../../contract/xlsx-parts'
import { taskBudget } from '../task-budget'

export { columnName, safeSheetName, type XlsxCell, type XlsxSheet } from '../../contract/xlsx-parts'

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
  // A loop, not Math.max(...rows): spreading 100,000 rows overflows the call stack.
  let columns = 0
  for (const row of sheet.rows) columns = Math.max(columns, row.length)
  let slice = sheetHead(columns, sheet.widths, sheet.rows.length > 0 ? 1 : 0)
  for (let r = 0; r < sheet.rows.length; r++) {
    slice += rowXml(sheet.rows[r]!, r, r === 0)
    if (slice.length >= CHUNK_CHARS) {
      worksheet.push(utf8(slice))
      slice = ''
      await budget()
    }
  }
  worksheet.push(utf8(slice + SHEET_TAIL), true)
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
