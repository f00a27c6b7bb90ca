// Settlement and top-ups end to end (issue 5): the seller raises a settlement over a month of
// shipped purchase orders, the supplier confirms the statement, the seller pays it and the
// supplier's balance moves by the settlement total, which its finance items show; a top-up
// waits under review without moving money until an operator confirms it received, then the
// balance rises and the finance items show the top-up.
import { type APIRequestContext, expect, test } from '@playwright/test'
import { SettlementPage } from './pages/settlement-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/dis/ts${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  const body = (await response.json()) as { code: number; data: T }
  expect(body.code, JSON.stringify(body)).toBe(0)
  return body.data
}
const balanceOf = async (request: APIRequestContext, token: string) =>
  (await post<{ balance: number }>(request, token, '/ds/finance_account_single', {})).balance

test('settle a period: the seller raises, the supplier confirms, the seller pays; the supplier is credited', async ({
  browser,
  request,
}) => {
  const sellerToken = await apiLogin(request, 'seller')
  const supplierToken = await apiLogin(request, 'supplier')
  const supplierBefore = await balanceOf(request, supplierToken)

  // The seller raises a settlement from pending settlement.
  const sellerContext = await browser.newContext()
  await preferLocale(sellerContext, 'en')
  await signInWithToken(sellerContext, sellerToken)
  const seller = new SettlementPage(await sellerContext.newPage())
  await seller.gotoPending('distributor')
  const group = seller.page.getByRole('row').filter({ hasText: 'Demo Supplier' }).first()
  await expect(group).toBeVisible()
  await group.getByRole('button', { name: 'Raise settlement' }).click()
  const modal = seller.page.getByRole('dialog', { name: 'Raise settlement' })
  await modal.getByRole('button', { name: 'Raise settlement' }).click()
  await expect(seller.page).toHaveURL(/tab=records/)
  await seller.expectStatus('Awaiting confirmation')
  const id = new URL(seller.page.url()).searchParams.get('id')!
  expect(id).toBeTruthy()
  await expect(seller.drawer.getByTestId('statement-lines').getByText(/PO-/).first()).toBeVisible()
  // The raiser cannot confirm its own statement: only cancel is offered.
  await expect(seller.drawer.getByRole('button', { name: 'Confirm statement' })).toHaveCount(0)
  const detail = await request.get(`/dis/ts/settlement/detail/${id}`, {
    headers: { Authorization: `Bearer ${sellerToken}` },
  })
  const settlement = ((await detail.json()) as { data: { totalAmount: number; settlementNo: string } }).data
  expect(settlement.totalAmount).toBeGreaterThan(0)

  // The supplier confirms the statement.
  const supplierContext = await browser.newContext()
  await preferLocale(supplierContext, 'en')
  await signInWithToken(supplierContext, supplierToken)
  const supplier = new SettlementPage(await supplierContext.newPage())
  await supplier.openSettlement('supplier', id)
  await supplier.expectStatus('Awaiting confirmation')
  await supplier.act(/^Confirm statement$/)
  await supplier.expectStatus('Pending settlement')
  await expect(supplier.drawer.getByRole('button', { name: 'Pay settlement' })).toHaveCount(0)

  // The seller pays it.
  await seller.openSettlement('distributor', id)
  await seller.expectStatus('Pending settlement')
  await seller.act(/^Pay settlement$/)
  await seller.expectStatus('Settled')
  await expect.poll(() => balanceOf(request, supplierToken)).toBe(supplierBefore + settlement.totalAmount)

  // The supplier's finance items show the settlement income with the new balance.
  await supplier.page.goto('/dis/account/finance/item?type=4')
  const flow = supplier.page.getByRole('row').filter({ hasText: settlement.settlementNo })
  await expect(flow).toBeVisible()
  await expect(flow).toContainText('Settlement income')
  await sellerContext.close()
  await supplierContext.close()
})

test('top up: a request waits under review; the operator confirms it received and the balance rises', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'seller')
  const before = await balanceOf(request, token)
  const reference = `E2E${Date.now()}`
  const context = await browser.newContext()
  await preferLocale(context, 'en')
  await signInWithToken(context, token)
  const page = await context.newPage()

  await page.goto('/dis/account/recharge')
  await expect(page.getByText('How a top-up works')).toBeVisible()
  await page.getByLabel(/^Amount/).fill('123.45')
  await page.getByLabel(/^Transfer reference/).fill(reference)
  await page.getByRole('button', { name: 'Submit top-up' }).click()
  await expect(page.getByTestId('recharge-submitted')).toContainText('under review')
  // No money moves until an operator confirms.
  expect(await balanceOf(request, token)).toBe(before)

  await page.getByRole('link', { name: 'Top-up records' }).click()
  const row = page.getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText('Under review')
  // Maker–checker: the seller who asked cannot confirm it; the finance reviewer does.
  await expect(row.getByRole('button', { name: 'Confirm received' })).toHaveCount(0)
  const reviewerContext = await browser.newContext()
  await preferLocale(reviewerContext, 'en')
  await signInWithToken(reviewerContext, await apiLogin(request, 'finance'))
  const reviewer = await reviewerContext.newPage()
  await reviewer.goto('/dis/account/recharge/item')
  const reviewRow = reviewer.getByRole('row').filter({ hasText: reference })
  await reviewRow.getByRole('button', { name: 'Confirm received' }).click()
  const modal = reviewer.getByRole('dialog', { name: 'Confirm received' })
  await modal.getByRole('button', { name: 'Confirm received' }).click()
  await expect(modal).toBeHidden()
  await expect(reviewRow).toContainText('Succeeded')
  await reviewerContext.close()
  await expect.poll(() => balanceOf(request, token)).toBe(before + 12_345)

  // The finance items show the top-up with the balance after it.
  await page.goto('/dis/account/finance/item?type=1')
  const flow = page.getByRole('row').filter({ hasText: reference })
  await expect(flow).toContainText('Recharge')
  await expect(flow).toContainText('123.45')
  await context.close()
})
