// Page object of the SEO area and product codes: search terms, SEO titles, AI content, codes.
import { expect, type Page } from '@playwright/test'

export class SeoPage {
  constructor(readonly page: Page) {}

  async upload(name: string, content: string) {
    await this.page
      .getByRole('dialog')
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') })
  }

  async gotoKeywords() {
    await this.page.goto('/dis/seo/keyword/list')
    await expect(this.page.getByRole('heading', { name: 'Search terms' })).toBeVisible()
  }

  async gotoTitles(channel: string) {
    await this.page.goto(`/dis/seo/title/list?channel=${channel}`)
    await expect(this.page.getByRole('heading', { name: 'SEO titles' })).toBeVisible()
  }

  async gotoAi() {
    await this.page.goto('/dis/seo/ai/content?channel=shopee')
    await expect(this.page.getByRole('heading', { name: 'AI content', exact: true })).toBeVisible()
  }

  async gotoCodes() {
    await this.page.goto('/dis/platform/code/list')
    await expect(this.page.getByRole('heading', { name: 'Product codes' })).toBeVisible()
  }
}
