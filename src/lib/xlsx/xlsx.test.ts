// The small XLSX reader and writer against exceljs (still a dev/server dependency): files exceljs
// writes read back to the texts the import used to get from exceljs, and our files open in exceljs
// with the header bold and frozen, widths and values intact.
import ExcelJS from 'exceljs'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { readXlsx } from './read-xlsx'
import { columnName, safeSheetName, writeXlsx } from './write-xlsx'

async function exceljsFile(fill: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook()
  fill(workbook.addWorksheet('First'), workbook)
  workbook.addWorksheet('Second').addRow(['not read'])
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer)
}

describe('reading xlsx', () => {
  it('reads text, numbers, booleans, rich text, formulas, errors and dates of the first sheet', async () => {
    const bytes = await exceljsFile((sheet) => {
      sheet.addRow(['Order No', 'Qty', 'Paid', 'Note', 'Total', 'Bad', 'Created'])
      sheet.addRow([
        'A-1',
        2,
        true,
        { richText: [{ text: '张' }, { text: '三', font: { bold: true } }] },
        { formula: 'B2*2', result: 4 },
        { error: '#N/A' },
        new Date('2026-11-03T08:30:00Z'),
      ])
      sheet.addRow(['B & <2>', 15.99, false, ' spaced ', { formula: 'A3&"x"', result: 'B & <2>x' }])
    })
    expect(readXlsx(bytes)).toEqual([
      ['Order No', 'Qty', 'Paid', 'Note', 'Total', 'Bad', 'Created'],
      ['A-1', '2', 'true', '张三', '4', '', '2026-11-03T08:30:00.000Z'],
      ['B & <2>', '15.99', 'false', ' spaced ', 'B & <2>x'],
    ])
  })

  it('keeps row and column positions: blank rows and skipped cells', async () => {
    const bytes = await exceljsFile((sheet) => {
      sheet.getCell('B2').value = 'b2'
      sheet.getCell('D2').value = 'd2'
      sheet.getCell('A4').value = 'a4'
      sheet.getCell('AB4').value = 'ab4'
    })
    const rows = readXlsx(bytes)
    expect(rows.slice(0, 3)).toEqual([[], ['', 'b2', '', 'd2'], []])
    expect(rows[3]?.[0]).toBe('a4')
    expect(rows[3]?.[27]).toBe('ab4')
    expect(rows[3]).toHaveLength(28)
  })

  it('reads custom date formats and the 1904 date system', async () => {
    const bytes = await exceljsFile((sheet, workbook) => {
      workbook.properties.date1904 = true
      sheet.getCell('A1').value = new Date('2026-01-02T00:00:00Z')
      sheet.getCell('A1').numFmt = 'yyyy"年"m"月"d"日"'
      sheet.getCell('B1').value = 1234.5
      sheet.getCell('B1').numFmt = '#,##0.00'
    })
    expect(readXlsx(bytes)).toEqual([['2026-01-02T00:00:00.000Z', '1234.5']])
  })

  it('refuses what is not a workbook', () => {
    expect(() => readXlsx(new TextEncoder().encode('order,sku\n1,2\n'))).toThrow()
  })
})

describe('writing xlsx', () => {
  it('opens in exceljs with the same cells, a bold frozen header and the widths', async () => {
    const bytes = await writeXlsx({
      name: 'Orders: 11/24 [all]',
      widths: [10, undefined],
      rows: [
        ['No.', 'Name & "VIP"'],
        ['r1', 12.5],
        ['r2\u0007', null],
      ],
    })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.name).toBe('Orders  11 24  all')
    expect(sheet?.getRow(1).values).toEqual([undefined, 'No.', 'Name & "VIP"'])
    expect(sheet?.getRow(2).values).toEqual([undefined, 'r1', 12.5])
    expect(sheet?.getRow(3).values).toEqual([undefined, 'r2'])
    expect(sheet?.getCell('A1').font?.bold).toBe(true)
    expect(sheet?.getCell('B1').font?.bold).toBe(true)
    expect(sheet?.getCell('A2').font?.bold).toBeFalsy()
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet?.getColumn(1).width).toBe(10)
    expect(sheet?.getColumn(2).width).toBe(16)
    // And our own reader reads it back.
    expect(readXlsx(bytes)).toEqual([['No.', 'Name & "VIP"'], ['r1', '12.5'], ['r2']])
  })

  it('zips a large sheet in short steps, yielding between them, and every row is in the file', async () => {
    const rows: (string | number)[][] = [['No.', 'Buyer', 'Amount']]
    for (let i = 1; i <= 2_000; i++)
      rows.push([`SO${String(i).padStart(6, '0')}`, `Buyer ${i} 买家 ${'x'.repeat(60)}`, i / 100])
    let steps = 0
    const bytes = await writeXlsx({ name: 'Orders', rows }, { budgetMs: 0, pause: async () => void steps++ })
    // About 400 KB of sheet XML in 16 KB chunks; with no budget the page gets the thread back after each.
    expect(steps).toBeGreaterThan(20)
    // Unzipped and counted directly (the DOM reader is slow under jsdom for thousands of rows).
    const sheet = strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!)
    expect(sheet.match(/<row /g)).toHaveLength(2_001)
    expect(sheet).toContain('<row r="2001"><c r="A2001" t="inlineStr"><is><t xml:space="preserve">SO002000</t>')
    expect(sheet.endsWith('</sheetData></worksheet>')).toBe(true)
  })

  it('names columns and sheets as Excel wants', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA'])
    expect(safeSheetName('a'.repeat(40))).toHaveLength(31)
    expect(safeSheetName('[]')).toBe('Sheet1')
  })
})
