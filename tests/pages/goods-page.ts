// Page object of the goods list (/goods/list) and its detail drawer.
import { expect, type Locator, type Page } from '@playwright/test'

export class GoodsPage {
  readonly table: Locator

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Goods list' })
  }

  async gotoList(search: Record<string, string> = {}) {
    const query = new URLSearchParams(search).toString()
    await this.page.goto(`/dis/goods/list${query ? `?${query}` : ''}`)
    await expect(this.page.getByRole('heading', { name: 'Goods list', exact: true })).toBeVisible()
  }

  async search(keyword: string) {
    const box = this.page.getByRole('textbox', { name: 'Search' })
    await box.fill(keyword)
    await box.press('Enter')
    await expect(this.page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`))
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text })
  }

  status(row: Locator): Locator {
    return row.getByTestId('goods-status')
  }

  async changeStatus(scope: Locator, action: string, button = 'Change status') {
    await scope.getByRole('button', { name: button }).click()
    await this.page.getByRole('menuitem', { name: action }).click()
  }

  /**
   * The notice after a status change of `count` goods. Online the screen waits up to 10 s
   * (OUTCOME_WAIT_MS) for the server: "changed" when it answered in time, "saved … will be sent"
   * when it was slower; which one depends on the machine, not on the app, so either is right and
   * the wait here is the screen's own plus a margin. Whether the server got it is the caller's check.
   */
  async expectStatusNotice(count: number) {
    await expect(this.page.getByText(new RegExp(`^Status change(d| saved) for ${count} goods`)).first()).toBeVisible({
      timeout: 20_000,
    })
  }

  async select(goodsNo: string) {
    await this.row(goodsNo).getByRole('checkbox').check()
  }

  drawer(): Locator {
    return this.page.getByRole('dialog')
  }

  async open(goodsNo: string, title: string) {
    await this.row(goodsNo).getByRole('button', { name: title }).click()
    await expect(this.page).toHaveURL(/goodsId=/)
    await expect(this.drawer().getByText(goodsNo).first()).toBeVisible()
  }
}
