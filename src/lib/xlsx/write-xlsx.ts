// Writes one worksheet as an .xlsx file: a bold, frozen header row, column widths, text and
// numbers. This is all the console's exports need; it replaces exceljs in the browser, whose
// ~250 KiB (gzip) were a third of all the app's JavaScript (DESIGN.md §9). The zip container
// comes from fflate (~8 KiB gzip, maintained, no dependencies).
import { zipSync } from 'fflate'
import {
  CONTENT_TYPES,
  ROOT_RELS,
  STYLES,
  sheetXml,
  WORKBOOK_RELS,
  workbookXml,
  type XlsxSheet,
} from '../../contract/xlsx-parts'

export { columnName, safeSheetName, type XlsxCell, type XlsxSheet } from '../../contract/xlsx-parts'

/**
 * UTF-8 bytes as this realm's Uint8Array: fflate tells files from folders with `instanceof`, and
 * under jsdom TextEncoder answers with another realm's array (which fflate would take for a folder).
 */
function utf8(text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text)
  return bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
}

export function writeXlsx(sheet: XlsxSheet): Uint8Array<ArrayBuffer> {
  const zipped = zipSync(
    {
      '[Content_Types].xml': utf8(CONTENT_TYPES),
      '_rels/.rels': utf8(ROOT_RELS),
      'xl/workbook.xml': utf8(workbookXml(sheet.name)),
      'xl/_rels/workbook.xml.rels': utf8(WORKBOOK_RELS),
      'xl/styles.xml': utf8(STYLES),
      'xl/worksheets/sheet1.xml': utf8(sheetXml(sheet)),
    },
    { level: 6 },
  )
  return zipped as Uint8Array<ArrayBuffer>
}
