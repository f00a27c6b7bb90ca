// Page object of settlement and finance: the settlement screens with their drawer and action
// form, the top-up form and records, and the finance items.
import { expect, type Locator, type Page } from '@playwright/test'

export class SettlementPage {
  constructor(readonly page: Page) {}

  get drawer(): Locator {
    return this.page.getByRole('dialog').first()
  }

  async gotoPending(side: 'distributor' | 'supplier') {
    await this.page.goto(
      side === 'distributor' ? '/dis/distribution/settlement/list' : '/dis/distribution/supplier/settlement/list',
    )
  }

  async openSettlement(side: 'distributor' | 'supplier', id: string) {
    const path = side === 'distributor' ? 'distribution/settlement/list' : 'distribution/supplier/settlement/list'
    await this.page.goto(`/dis/${path}?tab=records&id=${encodeURIComponent(id)}`)
    await expect(this.drawer).toBeVisible()
  }

  /** Presses an action in the drawer, then the same action in its confirmation form. */
  async act(action: RegExp, fill?: (form: Locator) => Promise<void>) {
    await this.drawer.getByRole('button', { name: action }).first().click()
    const form = this.page.getByTestId('settlement-action-form')
    await expect(form).toBeVisible()
    await fill?.(form)
    await form.getByRole('button', { name: action }).click()
    await expect(form).toBeHidden()
  }

  async expectStatus(status: string) {
    await expect(this.drawer.getByText(status, { exact: true }).first()).toBeVisible()
  }
}
