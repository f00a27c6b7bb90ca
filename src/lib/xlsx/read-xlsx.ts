// Reads the first worksheet of an .xlsx file as rows of text, the way exceljs did for the order
// import (replaced in the browser: ~250 KiB gzip, DESIGN.md §9): shared, inline and rich text,
// numbers as JavaScript prints them, booleans as true/false, formulas by their cached result,
// errors as empty, and numbers in a date format as ISO instants (Excel serial days taken as UTC,
// 1900 or 1904 system). Row i of the sheet is rows[i - 1]; missing rows are empty arrays.
import { strFromU8, unzipSync } from 'fflate'

const MAIN_NS = '*'

/** Built-in number formats that are dates or times (ECMA-376 §18.8.30, East Asian ones included). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
])

/** A custom format is a date when, outside quoted text and [..] parts, it has a date/time letter. */
function isDateFormatCode(code: string): boolean {
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '')
  return /[ymdhMsb]/.test(bare)
}

function parseXml(files: Record<string, Uint8Array>, path: string): Document | null {
  const bytes = files[path]
  if (!bytes) return null
  const doc = new DOMParser().parseFromString(strFromU8(bytes), 'application/xml')
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(`${path} is not well-formed XML`)
  return doc
}

const children = (parent: Element | Document, name: string) => Array.from(parent.getElementsByTagNameNS(MAIN_NS, name))

/** Text of a shared or inline string: its own <t>, or its runs' <t> (phonetic hints left out). */
function stringItemText(item: Element): string {
  let text = ''
  for (const node of Array.from(item.children)) {
    if (node.localName === 't') text += node.textContent ?? ''
    else if (node.localName === 'r') for (const t of children(node, 't')) text += t.textContent ?? ''
  }
  return text
}

/** Resolves a relationship target against the folder of the part that names it. */
function resolvePart(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = base.split('/').slice(0, -1)
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop()
    else if (segment !== '.') parts.push(segment)
  }
  return parts.join('/')
}

function firstSheetPath(files: Record<string, Uint8Array>): { path: string; date1904: boolean } {
  const workbook = parseXml(files, 'xl/workbook.xml')
  if (!workbook) throw new Error('not an xlsx workbook')
  const properties = children(workbook, 'workbookPr')[0]
  const date1904 = ['1', 'true'].includes(properties?.getAttribute('date1904') ?? '')
  const sheet = children(workbook, 'sheet')[0]
  if (!sheet) return { path: '', date1904 }
  const id =
    sheet.getAttributeNS('http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'id') ??
    sheet.getAttribute('r:id')
  const rels = parseXml(files, 'xl/_rels/workbook.xml.rels')
  const target = rels
    ? Array.from(rels.getElementsByTagNameNS('*', 'Relationship')).find((rel) => rel.getAttribute('Id') === id)
    : undefined
  const path = target?.getAttribute('Target')
  return { path: path ? resolvePart('xl/workbook.xml', path) : 'xl/worksheets/sheet1.xml', date1904 }
}

/** Which cell style indexes (the `s` attribute) format numbers as dates. */
function dateStyles(files: Record<string, Uint8Array>): Set<number> {
  const styles = parseXml(files, 'xl/styles.xml')
  const dated = new Set<number>()
  if (!styles) return dated
  const custom = new Map<number, string>()
  for (const format of children(styles, 'numFmt'))
    custom.set(Number(format.getAttribute('numFmtId')), format.getAttribute('formatCode') ?? '')
  const cellXfs = children(styles, 'cellXfs')[0]
  if (!cellXfs) return dated
  Array.from(cellXfs.children)
    .filter((xf) => xf.localName === 'xf')
    .forEach((xf, index) => {
      const id = Number(xf.getAttribute('numFmtId') ?? 0)
      const code = custom.get(id)
      if (code !== undefined ? isDateFormatCode(code) : BUILT_IN_DATE_FORMATS.has(id)) dated.add(index)
    })
  return dated
}

/** "AB12" → column 27 (1-based), or null without letters. */
function columnOf(ref: string | null): number | null {
  const letters = ref?.match(/^[A-Z]+/i)?.[0]
  if (!letters) return null
  let column = 0
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64)
  return column
}

function serialToIso(serial: number, date1904: boolean): string {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)).toISOString()
}

export function readXlsx(bytes: ArrayBuffer | Uint8Array): string[][] {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  // Only the parts read below are inflated: a large embedded picture costs nothing.
  const files = unzipSync(data, {
    filter: (file) =>
      file.name === 'xl/workbook.xml' ||
      file.name === 'xl/_rels/workbook.xml.rels' ||
      file.name === 'xl/sharedStrings.xml' ||
      file.name === 'xl/styles.xml' ||
      file.name.startsWith('xl/worksheets/'),
  })
  const { path, date1904 } = firstSheetPath(files)
  const sheet = parseXml(files, path)
  if (!sheet) return []
  const shared = parseXml(files, 'xl/sharedStrings.xml')
  const strings = shared ? children(shared, 'si').map(stringItemText) : []
  const dates = dateStyles(files)

  const rows: string[][] = []
  let rowNo = 0
  for (const row of children(sheet, 'row')) {
    rowNo = Number(row.getAttribute('r')) || rowNo + 1
    const values: string[] = []
    let column = 0
    for (const cell of Array.from(row.children).filter((node) => node.localName === 'c')) {
      column = columnOf(cell.getAttribute('r')) ?? column + 1
      const type = cell.getAttribute('t') ?? 'n'
      const raw = children(cell, 'v')[0]?.textContent ?? null
      let text: string | null = null
      if (type === 'inlineStr') {
        const item = children(cell, 'is')[0]
        text = item ? stringItemText(item) : null
      } else if (type === 's') text = raw === null ? null : (strings[Number(raw)] ?? '')
      else if (type === 'str') text = raw
      else if (type === 'b') text = raw === null ? null : String(raw === '1')
      else if (type === 'e') text = ''
      else if (type === 'd') text = raw === null ? null : new Date(raw).toISOString()
      else if (raw !== null && raw.trim() !== '') {
        const number = Number.parseFloat(raw)
        text = dates.has(Number(cell.getAttribute('s') ?? 0)) ? serialToIso(number, date1904) : String(number)
      }
      // Like exceljs, a cell without a value (only a style) does not lengthen the row.
      if (text === null) continue
      while (values.length < column - 1) values.push('')
      values[column - 1] = text
    }
    while (rows.length < rowNo - 1) rows.push([])
    rows[rowNo - 1] = values
  }
  return rows
}
