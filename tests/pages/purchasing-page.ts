// Page object of purchasing: the purchase cart, the purchase list with its drawer and action forms.
import { expect, type Locator, type Page } from '@playwright/test'

export class PurchasingPage {
  constructor(readonly page: Page) {}

  /** The top-most dialog: an action form above the purchase order drawer. */
  get topDialog(): Locator {
    return this.page.getByRole('dialog').last()
  }

  async gotoList(search: Record<string, string> = {}) {
    const query = new URLSearchParams(search).toString()
    await this.page.goto(`/dis/purchase/list${query ? `?${query}` : ''}`)
  }

  async openPurchaseOf(saleOrderNo: string) {
    await this.gotoList({ keyword: saleOrderNo })
    const row = this.page.getByRole('row').filter({ hasText: saleOrderNo })
    await expect(row).toHaveCount(1)
    await row.click()
    await expect(this.page.getByRole('dialog')).toBeVisible()
  }

  async act(action: RegExp, fill?: (dialog: Locator) => Promise<void>) {
    await this.page.getByRole('dialog').getByRole('button', { name: action }).first().click()
    const form = this.topDialog
    await expect(form.getByRole('button', { name: /Close/ })).toBeVisible()
    await fill?.(form)
    await form.getByRole('button', { name: action }).click()
    await expect(form.getByRole('button', { name: /Close/ })).toBeHidden()
  }

  async expectStatus(status: string) {
    await expect(this.page.getByRole('dialog').getByText(status, { exact: true }).first()).toBeVisible()
  }
}
