// Page object of the order import (/platform/sale/import/{kind}).
import { expect, type Locator, type Page } from '@playwright/test'

export class ImportPage {
  constructor(private readonly page: Page) {}

  async goto(kind: string, heading: string) {
    await this.page.goto(`/dis/platform/sale/import/${kind}`)
    await expect(this.page.getByRole('heading', { name: heading, level: 3 })).toBeVisible()
  }

  async upload(name: string, content: string) {
    await this.page
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') })
    await expect(this.page.getByRole('heading', { name: 'Preview' })).toBeVisible()
  }

  importButton(): Locator {
    return this.page.getByRole('button', { name: /^Import \d+ rows$/ })
  }

  async importAll() {
    await this.importButton().click()
    await expect(this.page.getByRole('heading', { name: 'Import result' })).toBeVisible({ timeout: 30_000 })
  }

  count(kind: 'created' | 'duplicates' | 'failed'): Locator {
    const color = { created: 'green', duplicates: 'gray', failed: 'red' }[kind]
    return this.page.getByTestId(`import-count-${color}`)
  }

  recentImports(): Locator {
    return this.page
      .getByRole('heading', { name: 'Recent imports' })
      .locator('xpath=ancestor::div[contains(@class,"mantine-Paper-root")][1]')
  }
}
