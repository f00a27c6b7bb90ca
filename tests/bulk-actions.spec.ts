// Bulk actions with an answer per row (issue 20 item 2) and the filters that live in the URL
// (item 3), in English against the real server.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

let token = ''

let financeToken = ''
/** Tests tagged so run as the finance reviewer: refunds the seller entered are approved by someone else (maker-checker). */
const AS_FINANCE = '@finance'

test.beforeEach(async ({ context, request }, testInfo) => {
  await preferLocale(context, 'en')
  token = await apiLogin(request, 'seller')
  financeToken = await apiLogin(request, 'finance')
  await signInWithToken(context, testInfo.tags.includes(AS_FINANCE) ? financeToken : token)
})

async function api<T>(request: APIRequestContext, path: string, data: unknown, as = token): Promise<T> {
  const response = await request.post(`/dis/ts${path}`, {
    headers: { Authorization: `Bearer ${as}`, 'Idempotency-Key': `e2e-bulk-${Date.now()}-${Math.random()}` },
    data,
  })
  const body = (await response.json()) as { code: number; msg: string; data: T }
  expect(body.code, `${path}: ${body.msg}`).toBe(0)
  return body.data
}

interface Row {
  id: string
  orderNo: string
  status: string
  version: number
  totalAmount: number
}
interface Refund {
  id: string
  refundNo: string
  version: number
}

/** Three fresh refunds the seller entered on shipped orders: two pending and one the finance reviewer already approved. */
async function freshRefunds(request: APIRequestContext): Promise<Refund[]> {
  const { list } = await api<{ list: Row[] }>(request, '/ds/list/sale_order', { status: '3', pageSize: 50 })
  const orders = list.filter((order) => order.totalAmount > 300).slice(-3)
  expect(orders.length, 'the demo data has shipped orders').toBe(3)
  const refunds: Refund[] = []
  for (const order of orders)
    refunds.push(
      await api<Refund>(request, '/sale/refund/create', {
        orderId: order.id,
        type: 'refund_only',
        amount: 100,
        reason: 'Bulk test: parcel damaged',
      }),
    )
  await api(request, '/sale/refund/approve', { refundId: refunds[2]!.id, version: refunds[2]!.version }, financeToken)
  return refunds
}

const outcome = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .getByRole('list', { name: 'Chosen rows' })
    .getByRole('listitem', { name: label, exact: true })

/** The approve flow's words in each language the check is made in. */
const REFUND_WORDS = {
  en: {
    select: 'Select',
    count: (n: number) => `${n} selected`,
    open: 'Approve (3)',
    dialog: 'Approve refunds',
    confirm: 'Approve 3 refunds',
    rows: 'Chosen rows',
    done: 'Approved: 2',
    refused: 'Refused: 1',
    close: 'Close',
  },
  'zh-cn': {
    select: '选择',
    count: (n: number) => `已选 ${n} 项`,
    open: '同意（3）',
    dialog: '批量同意退款',
    confirm: '同意 3 个退款',
    rows: '已选的行',
    done: '已同意: 2',
    refused: '被拒绝：1',
    close: '关闭',
  },
} as const

const REFUND_SETUPS = [
  { name: 'on a desktop in English', locale: 'en', viewport: { width: 1440, height: 900 } },
  { name: 'on a phone in Chinese', locale: 'zh-cn', viewport: { width: 390, height: 844 } },
] as const

for (const setup of REFUND_SETUPS) {
  test(`the finance reviewer approves three refunds at once ${setup.name}: two approved, the one already approved refused with its reason, one Idempotency-Key per row`, {
    tag: AS_FINANCE,
  }, async ({ browser, request }) => {
    const words = REFUND_WORDS[setup.locale]
    const phone = setup.viewport.width < 500
    const context = await browser.newContext({ viewport: setup.viewport, isMobile: phone, hasTouch: phone })
    await preferLocale(context, setup.locale)
    await signInWithToken(context, financeToken)
    const page = await context.newPage()
    // Every approve call the page sends, with its key: one call per refund, each under its own key.
    const approveKeys: string[] = []
    context.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/dis/ts/sale/refund/approve'))
        approveKeys.push(sent.headers()['idempotency-key'] ?? '')
    })
    const refunds = await freshRefunds(request)
    await page.goto('/dis/sale/refund?pageSize=50')
    for (const refund of refunds)
      await page.getByRole('checkbox', { name: `${words.select} ${refund.refundNo}`, exact: true }).check()
    await expect(page.getByTestId('bulk-count')).toHaveText(words.count(3))
    await page.getByRole('button', { name: words.open }).click()
    const dialog = page.getByRole('dialog', { name: words.dialog })
    await dialog.getByRole('button', { name: words.confirm }).click()
    const outcomeOf = (label: string) =>
      dialog.getByRole('list', { name: words.rows }).getByRole('listitem', { name: label })
    await expect(outcomeOf(refunds[0]!.refundNo)).toHaveAttribute('data-outcome', 'done')
    await expect(outcomeOf(refunds[1]!.refundNo)).toHaveAttribute('data-outcome', 'done')
    await expect(outcomeOf(refunds[2]!.refundNo)).toHaveAttribute('data-outcome', 'refused')
    // The server's reason, in the reader's language.
    await expect(outcomeOf(refunds[2]!.refundNo)).toContainText(
      setup.locale === 'en' ? /changed|Cannot approve/ : /[\u4e00-\u9fff]{4}/,
    )
    await expect(dialog.getByTestId('bulk-summary')).toContainText(words.done)
    await expect(dialog.getByTestId('bulk-summary')).toContainText(words.refused)
    expect(approveKeys).toHaveLength(3)
    expect(new Set(approveKeys).size).toBe(3)
    for (const key of approveKeys) expect(key).toMatch(/^[\w-]{16,}$/)
    await dialog.getByRole('button', { name: words.close }).click()
    // Only the allowed ones changed on the server; the refused one stays selected for a second look.
    for (const refund of refunds.slice(0, 2)) {
      const detail = await request.get(`/dis/ts/sale/refund/detail/${refund.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(((await detail.json()) as { data: { status: string; version: number } }).data).toMatchObject({
        status: '3',
        version: refund.version + 1,
      })
    }
    const refused = await request.get(`/dis/ts/sale/refund/detail/${refunds[2]!.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(((await refused.json()) as { data: { version: number } }).data.version).toBe(refunds[2]!.version + 1)
    await expect(page.getByTestId('bulk-count')).toHaveText(words.count(1))
    await context.close()
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('delay orders from the cards: two delayed, the one cancelled meanwhile refused with the server’s reason', async ({
    page,
    request,
  }) => {
    // The newest orders waiting to ship: the first ones of the list's "To ship" tab.
    const { list } = await api<{ list: Row[] }>(request, '/ds/list/sale_order', {
      status: '2',
      pageSize: 10,
      sortField: 'createdAt',
      sortOrder: 'descend',
    })
    const chosen = list.slice(0, 3)
    expect(chosen).toHaveLength(3)
    const [first, second, third] = chosen as [Row, Row, Row]
    const cards = page.getByRole('list', { name: 'Orders' })
    await page.goto('/dis/sale/order?status=2')
    await expect(cards).toBeVisible({ timeout: 30_000 })
    // Exact: an order split earlier in the run has a sibling named after it (SO…-S1).
    for (const order of chosen)
      await cards.getByRole('checkbox', { name: `Select ${order.orderNo}`, exact: true }).check()
    // Meanwhile someone else cancels the third: the phone still shows it waiting to ship.
    await api(request, '/sale/order/cancel', { orderId: third.id, reason: 'Buyer left', version: third.version })
    await expect(page.getByTestId('bulk-count')).toHaveText('3 selected')
    await page.getByRole('button', { name: 'Delay (3)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delay orders' })
    await expect(dialog.getByRole('button', { name: 'Delay 3 orders' })).toBeDisabled()
    await dialog.getByLabel('Days').fill('2')
    await dialog.getByLabel('Reason').fill('Print queue full')
    await dialog.getByRole('button', { name: 'Delay 3 orders' }).click()
    // Each order is its own outbox entry: two delayed, the third refused by the server with its reason.
    await expect(outcome(page, first.orderNo)).toHaveAttribute('data-outcome', 'done', { timeout: 20_000 })
    await expect(outcome(page, second.orderNo)).toHaveAttribute('data-outcome', 'done')
    await expect(outcome(page, third.orderNo)).toHaveAttribute('data-outcome', 'refused')
    await expect(outcome(page, third.orderNo)).toContainText('changed by someone else')
    for (const order of [first, second]) {
      const detail = await request.get(`/dis/ts/sale/order/detail/${order.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      const data = ((await detail.json()) as { data: { version: number; history: { action: string }[] } }).data
      // Delayed exactly once. (Counted in its history rather than by version: another test running
      // beside this one may split the same newest order waiting to ship, which bumps it too.)
      expect(data.history.filter((entry) => entry.action === 'delay')).toHaveLength(1)
      expect(data.version).toBeGreaterThan(order.version)
    }
  })
})

test('refund shop and date filters and the purchase date filter round-trip through the URL', async ({
  page,
  request,
}) => {
  const shops = await api<{ id: string; name: string }[]>(request, '/ds/shop_simple_list', {})
  const shop = shops[0]!
  await page.goto(`/dis/sale/refund?shopId=${shop.id}&createdFrom=2020-01-01&createdTo=2030-12-31`)
  await expect(page.getByRole('combobox', { name: 'Shop' })).toHaveValue(shop.name, { timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Requested', exact: true })).toContainText('2020-01-01 – 2030-12-31')
  const rows = page.getByRole('table', { name: 'Refunds' }).locator('tbody tr')
  await expect(rows.first()).toContainText(shop.name)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Shop' })).toHaveValue(shop.name, { timeout: 30_000 })
  await page.getByRole('button', { name: 'Reset' }).click()
  await expect(page).not.toHaveURL(/shopId=/)

  await page.goto('/dis/purchase/list?createdFrom=2020-01-01&createdTo=2030-12-31')
  await expect(page.getByRole('button', { name: 'Created', exact: true })).toContainText('2020-01-01 – 2030-12-31', {
    timeout: 30_000,
  })
})

test('goods by recommended and payment records by exported state round-trip through the URL', async ({ page }) => {
  // Two lists, each loaded twice: past a minute on a loaded machine (the page was right; the clock ran out).
  test.slow()
  await page.goto('/dis/goods/list')
  await page.getByRole('combobox', { name: 'Recommended' }).click()
  await page.getByRole('option', { name: 'Recommended', exact: true }).click()
  await expect(page).toHaveURL(/recommended=true/)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Recommended' })).toHaveValue('Recommended', { timeout: 30_000 })

  await page.goto('/dis/sale/unpaid/export/list')
  await page.getByRole('combobox', { name: 'Exported' }).click()
  await page.getByRole('option', { name: 'Not exported' }).click()
  await expect(page).toHaveURL(/exported=false/)
  const table = page.getByRole('table', { name: 'Payment records' })
  await expect(table.locator('tbody tr').first()).toContainText('Not exported', { timeout: 30_000 })
  await expect(table.locator('tbody').getByText('Exported', { exact: true })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Exported' })).toHaveValue('Not exported', { timeout: 30_000 })
})

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true })

  test('pays two purchase orders at once and refuses the one already paid, one Idempotency-Key per row', async ({
    page,
    request,
  }) => {
    interface Purchase {
      id: string
      purchaseNo: string
      status: string
      version: number
    }
    const toPay = (await api<{ list: Purchase[] }>(request, '/ds/list/purchase_order', { status: '1', pageSize: 50 }))
      .list
    const paid = (await api<{ list: Purchase[] }>(request, '/ds/list/purchase_order', { status: '2', pageSize: 50 }))
      .list
    expect(toPay.length, 'the demo data has purchase orders to pay').toBeGreaterThanOrEqual(2)
    expect(paid.length).toBeGreaterThan(0)
    const chosen = [toPay[0]!, toPay[1]!, paid[0]!]
    const payKeys: string[] = []
    page.context().on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/dis/ts/purchase/order/pay'))
        payKeys.push(sent.headers()['idempotency-key'] ?? '')
    })
    await page.goto('/dis/purchase/list?pageSize=50')
    for (const order of chosen)
      await page.getByRole('checkbox', { name: `Select ${order.purchaseNo}`, exact: true }).check()
    await expect(page.getByTestId('bulk-count')).toHaveText('3 selected')
    await page.getByRole('button', { name: 'Pay (3)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pay purchase orders' })
    await dialog.getByRole('button', { name: 'Pay 3 purchase orders' }).click()
    const outcomeOf = (label: string) =>
      dialog.getByRole('list', { name: 'Chosen rows' }).getByRole('listitem', { name: label })
    await expect(outcomeOf(chosen[0]!.purchaseNo)).toHaveAttribute('data-outcome', 'done')
    await expect(outcomeOf(chosen[1]!.purchaseNo)).toHaveAttribute('data-outcome', 'done')
    await expect(outcomeOf(chosen[2]!.purchaseNo)).toHaveAttribute('data-outcome', 'refused')
    await expect(outcomeOf(chosen[2]!.purchaseNo)).toContainText('Cannot pay')
    await expect(dialog.getByTestId('bulk-summary')).toContainText('Paid: 2')
    await expect(dialog.getByTestId('bulk-summary')).toContainText('Refused: 1')
    expect(payKeys).toHaveLength(3)
    expect(new Set(payKeys).size).toBe(3)
    // Only the payable ones changed on the server.
    const status = async (id: string) => {
      const detail = await request.get(`/dis/ts/purchase/order/detail/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      return ((await detail.json()) as { data: { status: string; version: number } }).data
    }
    expect(await status(chosen[0]!.id)).toMatchObject({ status: '2', version: chosen[0]!.version + 1 })
    expect(await status(chosen[1]!.id)).toMatchObject({ status: '2', version: chosen[1]!.version + 1 })
    expect(await status(chosen[2]!.id)).toMatchObject({ status: '2', version: chosen[2]!.version })
  })
})
