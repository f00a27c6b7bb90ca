// Test-only: orders and lookups as the server and dictionaries would give them.
import { SALE_ORDER_STATUS } from '../../../contract/config-values'
import type { SaleOrderDetail, SaleOrderRow } from '../../../contract/orders'
import type { OrderLookups } from '../types'

const STATUS_TEXT: Record<string, string> = { '1': 'Pending payment', '2': 'To ship', '3': 'Shipped', '5': 'Cancelled' }
const label = (map: Record<string, string>) => (value: string | null | undefined) =>
  value ? (map[value] ?? value) : ''

export const lookups: OrderLookups = {
  statuses: Object.entries(STATUS_TEXT).map(([value, text]) => ({ value, text })),
  sources: [{ value: 'shopee', text: 'Shopee' }],
  refundStatuses: [{ value: '1', text: 'Pending' }],
  expressCompanies: [
    { value: 'SF', text: 'SF Express' },
    { value: 'YTO', text: 'YTO Express' },
  ],
  statusLabel: label(STATUS_TEXT),
  sourceLabel: label({ shopee: 'Shopee' }),
  countryLabel: label({ US: 'United States' }),
  expressLabel: label({ SF: 'SF Express' }),
  refundStatusLabel: label({ '1': 'Pending' }),
  channelLabel: label({ shopee: 'Shopee', wm: 'WooCommerce' }),
  specLabels: { color: 'Colour', size: 'Size' },
  colorLabel: label({ red: 'Red' }),
  loading: false,
}

export function orderRow(n: number, extra: Partial<SaleOrderRow> = {}): SaleOrderRow {
  return {
    id: `o${n}`,
    orderNo: `SO${1000 + n}`,
    platformOrderNo: `P${n}`,
    channel: 'shopee',
    shopId: 's1',
    shopName: 'Demo shop',
    source: 'shopee',
    status: SALE_ORDER_STATUS.toShip,
    accepted: false,
    buyerName: `Buyer ${n}`,
    country: 'US',
    currency: 'USD',
    totalAmount: 2599,
    itemCount: 2,
    lineCount: 2,
    expressCode: null,
    trackingNo: null,
    createdAt: '2026-01-02T03:04:05Z',
    paidAt: '2026-01-02T03:05:00Z',
    shipBy: new Date(Date.now() + 3_600_000).toISOString(),
    shippedAt: null,
    updatedAt: '2026-01-02T03:05:00Z',
    version: 1,
    ...extra,
  }
}

export function orderDetail(extra: Partial<SaleOrderDetail> = {}): SaleOrderDetail {
  return {
    ...orderRow(1),
    lines: [
      {
        id: 'l1',
        goodsId: null,
        title: 'T-shirt',
        image: null,
        sku: 'TS-1',
        spec: { color: 'red', size: 'M' },
        quantity: 1,
        unitPrice: 1299,
      },
      {
        id: 'l2',
        goodsId: null,
        title: 'Hoodie',
        image: null,
        sku: 'HD-1',
        spec: { color: 'red', size: 'L' },
        quantity: 1,
        unitPrice: 1300,
      },
    ],
    address: { name: 'Ann', phone: '555', country: 'US', region: ['CA'], address: '1 Main St', postcode: '90001' },
    goodsAmount: 2599,
    shippingAmount: 0,
    discountAmount: 0,
    buyerNote: '',
    parentId: null,
    history: [{ id: 'h1', at: '2026-01-02T03:04:05Z', by: 'system', action: 'create', detail: '' }],
    refunds: [],
    tracking: [],
    ...extra,
  }
}

export function serverPage(rows: SaleOrderRow[], pageNum = 1, total = rows.length, pageSize = 10) {
  return { code: 0, msg: '', data: { pageSize, pageNum, total, pages: Math.ceil(total / pageSize), list: rows } }
}
