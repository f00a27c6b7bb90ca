// Page object of the report screens: workplace figures, sales statistics, reviews and payment records.
import { expect, type Locator, type Page } from '@playwright/test'

export class ReportsPage {
  constructor(private readonly page: Page) {}

  async gotoWorkplace() {
    await this.page.goto('/dis/dashboard/workplace')
    await expect(this.page.getByText('Quick access')).toBeVisible()
  }

  figure(testId: string): Locator {
    return this.page.getByTestId(testId)
  }

  async gotoStatistics() {
    await this.page.goto('/dis/sale/statistics')
    await expect(this.page.getByRole('heading', { name: 'Sales statistics' })).toBeVisible()
  }

  async choosePeriod(label: '7 days' | '30 days' | '90 days') {
    await this.page.getByRole('radiogroup', { name: 'Period' }).getByText(label, { exact: true }).click()
  }

  async gotoReviews(search: Record<string, string> = {}) {
    const query = new URLSearchParams(search).toString()
    await this.page.goto(`/dis/goods/comment/list${query ? `?${query}` : ''}`)
    await expect(this.page.getByRole('heading', { name: 'Reviews' })).toBeVisible()
  }

  get reviewTable(): Locator {
    return this.page.getByRole('table', { name: 'Reviews' })
  }

  async gotoPayments(search: Record<string, string> = {}) {
    const query = new URLSearchParams(search).toString()
    await this.page.goto(`/dis/sale/unpaid/export/list${query ? `?${query}` : ''}`)
    await expect(this.page.getByRole('heading', { name: 'Payment records' })).toBeVisible()
  }

  async exportAs(format: 'CSV' | 'XLSX') {
    const download = this.page.waitForEvent('download')
    await this.page.getByRole('button', { name: 'Export' }).click()
    await this.page.getByRole('menuitem', { name: `Export ${format}` }).click()
    return download
  }
}
