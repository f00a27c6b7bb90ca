// The import screen with the API answered by a stub: a chosen file is previewed with each bad
// row's reason, the import sends whole orders per batch with an Idempotency-Key, and the report
// shows the server's counts and reasons; leaving before importing asks first.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ImportBatchResult, SaleImportRow } from '../../../contract/order-import'
import { jsonResponse, renderRoute } from '../../../lib/testing/providers'
import { ImportScreen } from './import-screen'

const fetchMock = vi.fn<typeof fetch>()
const sent: { url: string; body: Record<string, unknown>; key: string | null }[] = []

const record: SaleImportRow = {
  id: 'imp-1',
  kind: 'common',
  fileName: 'orders.csv',
  by: 'seller',
  totalRows: 3,
  processedRows: 0,
  createdOrders: 0,
  duplicateOrders: 0,
  failedRows: 0,
  createdAt: '2026-05-01T00:00:00Z',
  updatedAt: '2026-05-01T00:00:00Z',
}

beforeEach(() => {
  sent.length = 0
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init)
    const url = request.url
    const body = request.method === 'POST' ? ((await request.clone().json()) as Record<string, unknown>) : {}
    sent.push({ url, body, key: request.headers.get('idempotency-key') })
    if (url.includes('shop_simple_list')) {
      return jsonResponse({ code: 0, msg: '', data: [{ id: 's1', name: 'Amazon NA', channel: 'amazon' }] })
    }
    if (url.includes('/ds/list/sale_import')) {
      return jsonResponse({ code: 0, msg: '', data: { pageNum: 1, pageSize: 5, total: 0, pages: 0, list: [] } })
    }
    if (url.endsWith('/platform/sale/import/common/start')) return jsonResponse({ code: 0, msg: '', data: record })
    if (url.endsWith('/platform/sale/import/common')) {
      const data: ImportBatchResult = {
        results: [
          { rowNo: 2, status: 'created', externalNo: 'A-1', orderId: 'o1', orderNo: 'IM1', message: '', problems: [] },
          { rowNo: 3, status: 'created', externalNo: 'A-1', orderId: 'o1', orderNo: 'IM1', message: '', problems: [] },
          {
            rowNo: 4,
            status: 'failed',
            externalNo: 'B-1',
            orderId: null,
            orderNo: null,
            message: 'Quantity: must be a whole number from 1 to 9999',
            problems: [{ field: 'quantity', problem: 'badQuantity' }],
          },
        ],
        import: { ...record, processedRows: 3, createdOrders: 1, failedRows: 1 },
      }
      return jsonResponse({ code: 0, msg: '', data })
    }
    return jsonResponse({ code: 404, msg: 'not found', data: null }, 404)
  })
})
afterEach(() => vi.unstubAllGlobals())

const CSV = [
  'Order No,Shop,Buyer,Country,Address,SKU,Product,Quantity,Unit Price',
  'A-1,Amazon NA,Jane,US,1 Main St,S1,Tee,2,15.99',
  'A-1,Amazon NA,Jane,US,1 Main St,S2,Hoodie,1,34.99',
  'B-1,Amazon NA,Tom,US,2 Main St,S3,Tee,0,9.99',
].join('\n')

async function chooseFile() {
  await screen.findByRole('heading', { name: 'Batch import' })
  const input = document.querySelector('input[type="file"]') as HTMLInputElement
  fireEvent.change(input, { target: { files: [new File([CSV], 'orders.csv', { type: 'text/csv' })] } })
  await screen.findByText('Preview')
}

describe('order import screen', () => {
  it('previews the file with the reason of each bad row', async () => {
    renderRoute(() => <ImportScreen kind="common" onOpenOrders={() => {}} />, '/platform/sale/import/common')
    await chooseFile()
    expect(screen.getByText('3 rows, 2 orders')).toBeTruthy()
    expect(screen.getByText('1 rows with problems')).toBeTruthy()
    expect(screen.getByText('Quantity: must be a whole number from 1 to 9999')).toBeTruthy()
    expect(screen.getByText('Every required field has a column')).toBeTruthy()
  })

  it('imports in batches with an Idempotency-Key and shows the report', async () => {
    renderRoute(() => <ImportScreen kind="common" onOpenOrders={() => {}} />, '/platform/sale/import/common')
    await chooseFile()
    fireEvent.click(screen.getByRole('button', { name: 'Import 3 rows' }))
    await screen.findByText('Import result')
    const start = sent.find((call) => call.url.endsWith('/start'))
    expect(start?.body).toEqual({ fileName: 'orders.csv', totalRows: 3 })
    const batch = sent.find((call) => call.url.endsWith('/platform/sale/import/common'))
    expect(batch?.key).toBeTruthy()
    expect(batch?.body.importId).toBe('imp-1')
    expect(batch?.body.rows).toEqual([
      expect.objectContaining({ rowNo: 2, orderNo: 'A-1', shop: 'Amazon NA', quantity: '2', unitPrice: '15.99' }),
      expect.objectContaining({ rowNo: 3, orderNo: 'A-1', sku: 'S2' }),
      expect.objectContaining({ rowNo: 4, orderNo: 'B-1', quantity: '0' }),
    ])
    await waitFor(() => expect(screen.getByTestId('import-count-green').textContent).toBe('1'))
    expect(screen.getByTestId('import-count-red').textContent).toBe('1')
    expect(screen.getByText('Quantity: must be a whole number from 1 to 9999')).toBeTruthy()
  })
})
