// Notifications that really arrive (issue 20 item 1): a buyer's refund request fetched by a
// platform sync shows in the bell of a console that is already open — no reload — and goes out by
// SMS through the log sender when the seller chose SMS for refund requests, not when they did not.
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { NoticeBell, NotificationSettingsPage } from './pages/notice-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { e2eServerLog } from './support/e2e-run'

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
  (await readFile(e2eServerLog, 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line.includes(`SMS to ${SELLER_PHONE}:`))

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
  // Start from a clean bell (the demo's overdue orders were told at start): mark all read.
  const start = await bell.open()
  const markAll = start.getByRole('button', { name: 'Mark all read' })
  if (await markAll.isEnabled()) await markAll.click()
  await expect.poll(() => bell.unread()).toBe(0)
  await bell.close()
  const before = 0

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

test.describe('on a phone in Chinese', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('lang', 'zh-cn'))
  })

  /** A refund the seller enters on a shipped order: the seller's bell is told of it. */
  async function newRefund(request: APIRequestContext): Promise<string> {
    const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-notice-${Date.now()}-${Math.random()}` }
    const orders = await request.post('/dis/ts/ds/list/sale_order', { headers, data: { status: '3', pageSize: 20 } })
    const order = ((await orders.json()) as { data: { list: { id: string }[] } }).data.list.at(-1)!
    const created = await request.post('/dis/ts/sale/refund/create', {
      headers,
      data: { orderId: order.id, type: 'refund_only', amount: 100, reason: '手机上标为已读' },
    })
    const body = (await created.json()) as { code: number; msg: string; data: { refundNo: string } }
    expect(body.code, body.msg).toBe(0)
    return body.data.refundNo
  }

  test('marks one notice read from the bell, then all from the list, by touch', async ({ page, request }) => {
    test.setTimeout(150_000)
    const bellButton = page.getByRole('banner').getByRole('button', { name: /^消息通知/ })
    const unread = async () =>
      Number(/（(\d+) 条未读）/.exec((await bellButton.getAttribute('aria-label')) ?? '')?.[1] ?? 0)
    await page.goto('/dis/sale/order')
    await expect(bellButton).toBeVisible({ timeout: 30_000 })
    const refundNo = await newRefund(request)
    // The list asks for what is new when it opens (and the bell's poll every 20 s): the notice arrives.
    await page.goto('/dis/account/notice?unread=true')
    await expect(page.getByRole('main').getByText(new RegExp(`^${refundNo}[:：]`))).toBeVisible({ timeout: 60_000 })
    await expect.poll(unread).toBeGreaterThan(0)
    const before = await unread()

    await bellButton.tap()
    const dropdown = page.getByRole('dialog', { name: '消息通知' })
    await expect(dropdown).toBeVisible()
    const item = dropdown.locator('[data-unread]').filter({ hasText: refundNo })
    await item.getByRole('button', { name: '标为已读' }).tap()
    await expect.poll(unread).toBe(before - 1)
    await expect(dropdown.locator('[data-unread]').filter({ hasText: refundNo })).toHaveCount(0)

    await dropdown.getByText('查看全部通知').tap()
    await expect(page).toHaveURL(/\/dis\/account\/notice/)
    const markAll = page.getByRole('main').getByRole('button', { name: '全部标为已读' })
    await markAll.tap()
    await expect.poll(unread).toBe(0)
    await expect(markAll).toBeDisabled()
    await expect(bellButton).toHaveAttribute('aria-label', '消息通知')
  })
})
