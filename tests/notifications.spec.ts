// Notifications that really arrive (issue 20 item 1): a buyer's refund request fetched by a
// platform sync shows in the bell of a console that is already open — no reload — and goes out by
// SMS through the log sender when the seller chose SMS for refund requests, not when they did not.
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { NoticeBell, NotificationSettingsPage } from './pages/notice-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

const LOG = '.tmp/e2e-server.log'
const SELLER_PHONE = '13800000001'

let token = ''
test.beforeEach(async ({ context, request }) => {
  await preferLocale(context, 'en')
  token = await apiLogin(request, 'seller')
  await signInWithToken(context, token)
})

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** Runs the platform sync of one shop over the last month, as the sync screen does. */
async function syncShop(request: APIRequestContext, shopId: string) {
  const query = new URLSearchParams({ shopId, from: day(-29), to: day(0) })
  const response = await request.get(`/dis/ts/third/platform/sale/order/sync?${query}`, {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
    timeout: 120_000,
  })
  expect(response.status()).toBe(200)
}

/** The refund numbers the sync created for a shop (the channel's refund id is in the number). */
async function channelRefunds(request: APIRequestContext, shopId: string): Promise<string[]> {
  const response = await request.post('/dis/ts/ds/list/sale_refund', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pageNo: 1, pageSize: 100, shopId },
  })
  const rows = ((await response.json()) as { data: { list: { refundNo: string }[] } }).data.list
  return rows.map((row) => row.refundNo).filter((no) => /-R[A-Z]{2}\d+$/.test(no))
}

const smsLog = async () =>
  (await readFile(LOG, 'utf8').catch(() => '')).split('\n').filter((line) => line.includes(`SMS to ${SELLER_PHONE}:`))

test('a refund requested on the channel shows in the open console’s bell and by SMS only when chosen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const settings = new NotificationSettingsPage(page)
  await settings.goto()
  await settings.chooseSms('Refund request', true)

  // The console stays open on the order list from here on: nothing reloads it.
  await page.goto('/dis/sale/order')
  const bell = new NoticeBell(page)
  await expect(bell.button).toBeVisible()
  const before = await bell.unread()

  await syncShop(request, 'd-demo-shop-6')
  const chosen = await channelRefunds(request, 'd-demo-shop-6')
  expect(chosen.length, 'the sandbox has buyers asking for refunds').toBeGreaterThan(0)
  // The bell's poll brings them within its interval, without a reload.
  await expect.poll(() => bell.unread(), { timeout: 60_000 }).toBeGreaterThanOrEqual(before + chosen.length)
  const dropdown = await bell.open()
  await expect(dropdown.getByText('Refund requested').first()).toBeVisible()
  const shown = dropdown.getByText(/^RF\S+-R[A-Z]{2}\d+: /).first()
  await expect(shown).toBeVisible()
  const shownNo = ((await shown.textContent()) ?? '').split(':')[0]!
  expect(chosen).toContain(shownNo)
  // SMS chosen: each refund reaches the seller's phone through the log sender.
  await expect
    .poll(async () => (await smsLog()).filter((line) => chosen.some((no) => line.includes(no))).length, {
      timeout: 60_000,
    })
    .toBe(chosen.length)

  // Opening a notice goes to its refund and marks it read.
  const unreadBefore = await bell.unread()
  await shown.click()
  await expect(page).toHaveURL(/\/dis\/sale\/refund\/detail\?id=/)
  await expect(page.getByRole('heading', { name: shownNo })).toBeVisible()
  await expect.poll(() => bell.unread()).toBe(unreadBefore - 1)

  // SMS not chosen: the next shop's refunds show in the bell, but no SMS goes out for them.
  await settings.goto()
  await settings.chooseSms('Refund request', false)
  await page.goto('/dis/sale/order')
  await expect(bell.button).toBeVisible()
  const unreadNow = await bell.unread()
  await syncShop(request, 'd-demo-shop-11')
  const unchosen = await channelRefunds(request, 'd-demo-shop-11')
  expect(unchosen.length).toBeGreaterThan(0)
  await expect.poll(() => bell.unread(), { timeout: 60_000 }).toBeGreaterThanOrEqual(unreadNow + unchosen.length)

  // A later refund with SMS chosen again proves the sender has caught up past the unchosen ones.
  await settings.goto()
  await settings.chooseSms('Refund request', true)
  await syncShop(request, 'd-demo-shop-1')
  const later = await channelRefunds(request, 'd-demo-shop-1')
  expect(later.length).toBeGreaterThan(0)
  await expect
    .poll(async () => (await smsLog()).filter((line) => later.some((no) => line.includes(no))).length, {
      timeout: 60_000,
    })
    .toBe(later.length)
  const log = await smsLog()
  for (const no of unchosen)
    expect(
      log.some((line) => line.includes(no)),
      `no SMS for ${no}`,
    ).toBe(false)
})
