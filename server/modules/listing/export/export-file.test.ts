// The part file an export appends to: for an XLSX each batch's XML is deflated on its own and the
// outputs join into one stream. A file written in several batches, one of them run twice (a crash
// after writing, before its cursor was saved), unzips to exactly the sheet's XML, and the CRC-32
// and size in the zip's directory are the sheet's (Excel calls a file with a wrong CRC damaged,
// though lenient readers open it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import ExcelJS from 'exceljs'
import { unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { SHEET_TAIL, sheetHead } from '../../../../src/contract/xlsx-parts'
import { appendAt, encodeRows, exportPaths, finishFile, startFile } from './export-file'
import { ozonFormat } from './formats/sheets'

const dir = mkdtempSync(path.join(tmpdir(), 'export-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** The zip's central directory: each entry's name, CRC-32 and uncompressed size (APPNOTE 4.3.12). */
function directory(zip: Buffer) {
  const signature = Buffer.from([0x50, 0x4b, 1, 2])
  const entries = new Map<string, { crc: number; size: number }>()
  for (let at = zip.indexOf(signature); at >= 0; ) {
    const nameLength = zip.readUInt16LE(at + 28)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    entries.set(name, { crc: zip.readUInt32LE(at + 16), size: zip.readUInt32LE(at + 24) })
    at = zip.indexOf(signature, at + 46 + nameLength)
  }
  return entries
}

describe('export part files', () => {
  it('joins an XLSX sheet deflated batch by batch, a repeated batch written once, with the right CRC', async () => {
    const paths = exportPaths(dir, 'd-test', 'sheet', 'xlsx')
    let at = await startFile(paths, 'xlsx', ozonFormat, false)
    const rowsOf = (batch: number) =>
      Array.from({ length: 400 }, (_, i) => {
        const row = Array<string | number>(ozonFormat.header[0]!.length).fill('')
        row[0] = `L${batch}-${i}-1`
        row[1] = `Футболка “Кот” & <white> ${batch}/${i}`
        row[2] = 1999 + i
        return row
      })
    let sheetRows = 1
    for (let batch = 0; batch < 5; batch++) {
      const text = encodeRows('xlsx', rowsOf(batch), sheetRows)
      if (batch === 2) await appendAt(paths, 'xlsx', at, text) // written, then the process died
      at = await appendAt(paths, 'xlsx', at, text)
      sheetRows += 400
    }
    const size = await finishFile(paths, 'xlsx', 'ozon', at)
    const bytes = readFileSync(paths.final)
    expect(bytes.length).toBe(size)

    const columns = ozonFormat.header[0]!.length
    const expected =
      sheetHead(columns, ozonFormat.widths, 1) +
      encodeRows('xlsx', ozonFormat.header, 0, true) +
      Array.from({ length: 5 }, (_, batch) => encodeRows('xlsx', rowsOf(batch), 1 + batch * 400)).join('') +
      SHEET_TAIL
    const files = unzipSync(new Uint8Array(bytes))
    const sheet = Buffer.from(files['xl/worksheets/sheet1.xml']!)
    expect(sheet.toString('utf8')).toBe(expected)
    const entries = directory(bytes)
    expect(entries.get('xl/worksheets/sheet1.xml')).toEqual({ crc: crc32(sheet), size: sheet.length })
    for (const [name, content] of Object.entries(files))
      expect(entries.get(name), name).toEqual({ crc: crc32(content), size: content.length })

    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes as unknown as ArrayBuffer)
    const read = book.worksheets[0]!
    expect(read.rowCount).toBe(2001)
    expect(read.getRow(1 + 3 * 400 + 1).getCell(1).value).toBe('L3-0-1')
    expect(read.getRow(2001).getCell(2).value).toBe('Футболка “Кот” & <white> 4/399')
  })

  it('cuts a text file back to its committed length', async () => {
    const paths = exportPaths(dir, 'd-test', 'text', 'txt')
    let at = await startFile(paths, 'txt', { header: [['sku', 'price']], rows: () => [] }, false)
    at = await appendAt(paths, 'txt', at, 'a\t1\r\n')
    await appendAt(paths, 'txt', at, 'b\t2\r\n') // not committed
    await finishFile(paths, 'txt', 'amazon', at)
    expect(readFileSync(paths.final, 'utf8')).toBe('sku\tprice\r\na\t1\r\n')
  })
})
