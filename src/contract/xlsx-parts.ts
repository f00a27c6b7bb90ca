// The parts of an .xlsx file that are plain text (content types, relationships, styles, workbook,
// a worksheet's rows): shared by the browser's one-shot writer (src/lib/xlsx/write-xlsx.ts) and
// the server's streamed export files (server/modules/listing/export), which zip them differently.
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

// One test first: most cells (titles, SKUs, image links) need no escaping at all, and a server
// export runs this on ~1.3 million cells.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters removed below, and & < > "
const NEEDS_ESCAPE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/

export function xmlText(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value
  return value
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

const COLUMN_NAMES: string[] = []

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  const known = COLUMN_NAMES[index]
  if (known !== undefined) return known
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  if (index < 1024) COLUMN_NAMES[index] = name
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

/** One worksheet row; header rows are bold (style 1 of STYLES). `r` is 0-based. */
export function rowXml(row: readonly XlsxCell[], r: number, bold = false): string {
  const style = bold ? ' s="1"' : ''
  const n = r + 1
  let cells = ''
  for (let c = 0; c < row.length; c++) cells += cellXml(row[c], `${columnName(c)}${n}`, style)
  return `<row r="${n}">${cells}</row>`
}

/** The worksheet up to its first row: column widths and the frozen header rows. */
export function sheetHead(columns: number, widths: readonly (number | undefined)[] = [], frozenRows = 1): string {
  const cols = Array.from({ length: columns }, (_, i) => {
    const width = widths[i] ?? 16
    return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`
  }).join('')
  const pane =
    frozenRows > 0
      ? `<pane ySplit="${frozenRows}" topLeftCell="A${frozenRows + 1}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>`
      : ''
  return (
    XML_HEAD +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>'
  )
}

export const SHEET_TAIL = '</sheetData></worksheet>'

export function sheetXml(sheet: XlsxSheet): string {
  const columns = Math.max(0, ...sheet.rows.map((row) => row.length))
  const rows = sheet.rows.map((row, r) => rowXml(row, r, r === 0)).join('')
  return sheetHead(columns, sheet.widths, sheet.rows.length > 0 ? 1 : 0) + rows + SHEET_TAIL
}

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

export const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>'

export const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>'

export const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '</Relationships>'

// Two fonts (regular, bold) and two cell formats using them; fills 0 and 1 are required by Excel.
export const STYLES =
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

export function workbookXml(sheetName: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets><sheet name="${xmlText(safeSheetName(sheetName))}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  )
}
