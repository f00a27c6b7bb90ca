// Page object of the sales order screens: the list (/sale/order) and the detail (/sale/order/detail).
import { expect, type Locator, type Page } from '@playwright/test'

export class OrdersPage {
  readonly table: Locator

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Orders' })
  }

  async gotoList(search: Record<string, string> = {}) {
    const query = new URLSearchParams(search).toString()
    await this.page.goto(`/dis/sale/order${query ? `?${query}` : ''}`)
    await expect(this.page.getByRole('heading', { name: 'Sales orders' })).toBeVisible()
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

  async openFromList(orderNo: string) {
    await this.row(orderNo).getByRole('link', { name: orderNo }).click()
    await expect(this.page).toHaveURL(/\/sale\/order\/detail\?/)
    await this.expectDetail(orderNo)
  }

  async gotoDetail(id: string, orderNo: string) {
    await this.page.goto(`/dis/sale/order/detail?id=${encodeURIComponent(id)}&__t=${encodeURIComponent(orderNo)}`)
    await this.expectDetail(orderNo)
  }

  async expectDetail(orderNo: string) {
    await expect(this.page.getByRole('heading', { name: orderNo })).toBeVisible()
  }

  action(name: 'Confirm payment' | 'Ship' | 'Accept' | 'Split' | 'Delay' | 'Cancel order' | 'Create refund'): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true })
  }

  dialog(): Locator {
    return this.page.getByRole('dialog')
  }

  async chooseOption(field: Locator, option: string | RegExp) {
    await field.click()
    await this.page.getByRole('option', { name: option }).first().click()
  }

  async exportAs(format: 'CSV' | 'XLSX') {
    const download = this.page.waitForEvent('download')
    await this.page.getByRole('button', { name: 'Export' }).click()
    await this.page.getByRole('menuitem', { name: `Export ${format}` }).click()
    return download
  }
}
