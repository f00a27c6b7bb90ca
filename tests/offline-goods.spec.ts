// A goods status change made offline goes through the outbox (DESIGN.md §6, issue 6): it shows at
// once marked "pending sync", survives an offline reload (the goods list is not mirrored, so the
// sync panel and the device's outbox show it then), and reaches the server exactly once when the
// connection is back: the status changed and the version went up by one.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { GoodsPage } from './pages/goods-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { accountIdOf, readStore } from './support/offline-db'

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

/** The worker controls the page, so the console starts with no network. */
async function expectReadyForOffline(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/dis\/sw\.js$/)
  await expect
    .poll(
      async () => (await readStore<{ mirror: string; syncedAt: number | null }>(page, accountId, 'syncState')).length,
      {
        timeout: 60_000,
      },
    )
    .toBeGreaterThan(0)
}

test('a goods status changed offline survives a reload and reaches the server exactly once', async ({
  page,
  request,
}) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  const [goods] = await listGoods(request, { status: 'on_sale', channel: 'shopee' })
  expect(goods).toBeDefined()
  await page.goto('/dis/dashboard/workplace')
  await expectReadyForOffline(page)
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
  await expect(page.getByTestId('sync-count')).toContainText('1')
  await page.getByRole('button', { name: /^Sync:/ }).click()
  const panel = page.getByRole('dialog', { name: 'Sync' })
  await expect(panel.getByText(`Change goods status · ${goods!.goodsNo}`)).toBeVisible()
  const queued = await readStore<{ operation: string; entity: string; baseVersion: number; payload: unknown }>(
    page,
    accountId,
    'outbox',
  )
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
  // Still once: nothing replays the change later.
  await page.waitForTimeout(2_000)
  expect(await goodsOnServer(request, goods!)).toEqual({ status: 'off_shelf', version: goods!.version + 1 })
  expect(errors).toEqual([])
})
