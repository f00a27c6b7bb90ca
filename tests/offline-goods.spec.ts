// A goods status change made offline goes through the outbox (DESIGN.md §6, issue 6): it shows at
// once marked "pending sync", survives an offline reload (the goods list then comes from the
// device's goods mirror, with the waiting change on its row), and reaches the server exactly once
// when the connection is back: the status changed and the version went up by one. Also: an order
// never opened on this device opens offline from the order mirror.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { GoodsPage } from './pages/goods-page'
import { OrdersPage } from './pages/orders-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { accountIdOf, expectMirrorsSynced, readStore } from './support/offline-db'
import { expectAppCached } from './support/service-worker'

interface GoodsRow {
  id: string
  goodsNo: string
  status: string
  version: number
}

let token = ''
let accountId = ''

test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context, request, baseURL }) => {
  await preferLocale(context, 'en')
  token = await apiLogin(request, 'seller')
  accountId = await accountIdOf(request, baseURL ?? '', token)
  await signInWithToken(context, token)
})

async function listGoods(request: APIRequestContext, filters: Record<string, unknown>): Promise<GoodsRow[]> {
  const response = await request.post('/dis/ts/ds/list/goods', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 1, pageSize: 50, sortField: 'createdAt', sortOrder: 'ascend', ...filters },
  })
  const body = (await response.json()) as { code: number; data: { list: GoodsRow[] } }
  expect(body.code).toBe(0)
  return body.data.list
}

async function goodsOnServer(request: APIRequestContext, goods: GoodsRow) {
  const [row] = await listGoods(request, { keyword: goods.goodsNo })
  return { status: row?.status, version: row?.version }
}

/** The worker controls the page and the named mirrors have synced, so the console works with no network. */
async function expectReadyForOffline(page: Page, mirrors: string[]) {
  await expectAppCached(page)
  await expectMirrorsSynced(page, accountId, mirrors)
}

test('a goods status changed offline survives a reload and reaches the server exactly once', async ({
  page,
  request,
}) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  // Each status call that reached the server (page, its workers and the service worker) by its key.
  const statusCalls: (string | undefined)[] = []
  page.context().on('requestfinished', (call) => {
    if (call.method() === 'POST' && new URL(call.url()).pathname.endsWith('/goods/status'))
      statusCalls.push(call.headers()['idempotency-key'])
  })
  const [goods] = await listGoods(request, { status: 'on_sale', channel: 'shopee' })
  expect(goods).toBeDefined()
  await page.goto('/dis/dashboard/workplace')
  await expectReadyForOffline(page, ['goods'])
  expect((await readStore<{ id: string }>(page, accountId, 'goods')).map((row) => row.id)).toContain(goods!.id)
  const list = new GoodsPage(page)
  await list.gotoList({ keyword: goods!.goodsNo })
  const row = list.row(goods!.goodsNo)
  await expect(list.status(row)).toHaveText('On sale')

  await page.context().setOffline(true)
  await list.changeStatus(row, 'Take off shelf')
  await expect(list.status(row)).toHaveText('Off shelf')
  await expect(row.getByTestId('sync-badge')).toHaveText('Pending sync')
  await expect(page.getByText(/^Status change saved for 1 goods/)).toBeVisible()

  await page.reload()
  // The list now comes from the device's mirror, filtered there, with the waiting change on its row.
  await expect(page.getByTestId('offline-notice')).toBeVisible()
  const mirroredRow = list.row(goods!.goodsNo)
  await expect(list.table.getByRole('row')).toHaveCount(2)
  await expect(list.status(mirroredRow)).toHaveText('Off shelf')
  await expect(mirroredRow.getByTestId('sync-badge')).toHaveText('Pending sync')
  await expect(page.getByTestId('sync-count')).toContainText('1')
  await page.getByRole('button', { name: /^Sync:/ }).click()
  const panel = page.getByRole('dialog', { name: 'Sync' })
  await expect(panel.getByText(`Change goods status · ${goods!.goodsNo}`)).toBeVisible()
  const queued = await readStore<{
    id: string
    operation: string
    entity: string
    baseVersion: number
    payload: unknown
  }>(page, accountId, 'outbox')
  expect(queued).toMatchObject([
    {
      operation: 'goods.status',
      entity: `goods:${goods!.id}`,
      baseVersion: goods!.version,
      payload: { id: goods!.id, status: 'off_shelf', version: goods!.version },
    },
  ])
  expect(await goodsOnServer(request, goods!)).toEqual({ status: 'on_sale', version: goods!.version })
  await page.keyboard.press('Escape')

  await page.context().setOffline(false)
  await expect
    .poll(() => goodsOnServer(request, goods!), { timeout: 60_000 })
    .toEqual({ status: 'off_shelf', version: goods!.version + 1 })
  await expect.poll(async () => (await readStore(page, accountId, 'outbox')).length, { timeout: 30_000 }).toBe(0)
  // Back online the list shows the server's row, with nothing waiting.
  await expect(list.status(row)).toHaveText('Off shelf', { timeout: 30_000 })
  await expect(row.getByTestId('sync-badge')).toBeHidden()
  // Once: one call reached the server, with the key the device queued, and the outbox holds
  // nothing that could replay it (the server answers a repeat of that key without a second change).
  expect(statusCalls).toEqual([queued[0]!.id])
  expect(await goodsOnServer(request, goods!)).toEqual({ status: 'off_shelf', version: goods!.version + 1 })
  expect(errors).toEqual([])
})

test('an order never opened on this device opens offline from the order mirror', async ({ page, request }) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  const response = await request.post('/dis/ts/ds/list/sale_order', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 1, pageSize: 1 },
  })
  const [order] = ((await response.json()) as { data: { list: { id: string; orderNo: string }[] } }).data.list
  expect(order).toBeDefined()
  const detail = (await (
    await request.get(`/dis/ts/sale/order/detail/${order!.id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { lines: { title: string; sku: string }[]; address: { name: string } } }
  await page.goto('/dis/dashboard/workplace')
  await expectReadyForOffline(page, ['orders', 'refunds'])
  // Never opened here: no saved detail, only the mirrored row with its lines.
  expect((await readStore<{ id: string }>(page, accountId, 'orderDetails')).map((row) => row.id)).not.toContain(
    order!.id,
  )
  // The mirrored order carries its lines inside its record (schema version 7).
  const mirrored = (await readStore<{ id: string; extras?: { lines: unknown[] } }>(page, accountId, 'orders')).find(
    (row) => row.id === order!.id,
  )
  expect(mirrored?.extras?.lines.length).toBeGreaterThan(0)

  await page.context().setOffline(true)
  const orders = new OrdersPage(page)
  await orders.gotoDetail(order!.id, order!.orderNo)
  await expect(page.getByTestId('offline-notice')).toBeVisible()
  await expect(page.getByTestId('offline-gaps')).toHaveText(/Not available offline: the order's history/)
  const [line] = detail.data.lines
  await expect(page.getByText(line!.sku).first()).toBeVisible()
  await expect(page.getByText(detail.data.address.name).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'History' })).toBeHidden()
  expect(errors).toEqual([])
})
