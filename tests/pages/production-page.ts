// Page object of /distribution/production/list (the factory floor screen).
import { expect, type Locator, type Page } from '@playwright/test'

export class ProductionPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/dis/distribution/production/list')
    await expect(this.page.getByTestId('production-screen')).toBeVisible()
  }

  /** The job's card in the list. */
  card(jobNo: string): Locator {
    return this.page
      .getByTestId('production-screen')
      .locator(`[data-testid="job-card"][data-job-no="${jobNo}"]`)
      .first()
  }

  /** The open job's drawer. */
  get detail(): Locator {
    return this.page.getByTestId('job-detail-body')
  }

  async openByTyping(text: string) {
    const box = this.page.getByLabel('Scan or type a job number')
    await box.fill(text)
    await box.press('Enter')
    await expect(this.detail).toBeVisible()
  }

  stage(scope: Locator): Locator {
    return scope.getByTestId('job-stage')
  }

  async next(scope: Locator, label: string) {
    const button = scope.getByTestId('job-next')
    await expect(button).toHaveText(label)
    await button.click()
  }

  async markDefective(scope: Locator, reason: string) {
    await scope.getByTestId('job-defect').click()
    const dialog = this.page.getByRole('dialog', { name: /defective/ })
    await dialog.getByLabel('Reason').fill(reason)
    await dialog.getByTestId('defect-submit').click()
    await expect(dialog).toBeHidden()
  }
}
