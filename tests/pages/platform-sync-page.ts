// Page objects of the platform order sync (/manual-sync/sale-order) and the shipping list (/express/list).
import { expect, type Locator, type Page } from '@playwright/test'

export class PlatformSyncPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dis/manual-sync/sale-order')
    await expect(this.page.getByRole('heading', { name: 'Manual order sync' })).toBeVisible()
  }

  async chooseChannel(channel: string) {
    // A chip is a checkbox drawn as its label: click the label, then check the state.
    await this.page
      .locator('label')
      .filter({ hasText: new RegExp(`^${channel}$`) })
      .click()
    await expect(this.page.getByRole('checkbox', { name: channel, exact: true })).toBeChecked()
  }

  async start() {
    await this.page.getByRole('button', { name: 'All shops of these channels' }).click()
    await this.page.getByRole('button', { name: 'Start sync' }).click()
  }

  outcome(shopId: string): Locator {
    return this.page.getByTestId(`outcome-${shopId}`)
  }
}

export class ShippingListPage {
  readonly table: Locator

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Shipments' })
  }

  async goto() {
    await this.page.goto('/dis/express/list')
    await expect(this.page.getByRole('heading', { name: 'Shipping list' })).toBeVisible()
  }

  async filterByCarrier(name: string) {
    await this.page.getByRole('combobox', { name: 'Express company' }).click()
    await this.page.getByRole('option', { name, exact: true }).click()
  }

  carrierCells(): Locator {
    return this.table.locator('tbody tr td:nth-child(2)')
  }
}
