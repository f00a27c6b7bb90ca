// Page object of instant creation: the strategy drawer (strategy form, product models, run) and
// the background task result drawer.
import { expect, type Locator, type Page } from '@playwright/test'
import { pickOne } from '../support/pick-many'

export class GenerationPage {
  constructor(readonly page: Page) {}

  get drawer(): Locator {
    return this.page.getByRole('dialog')
  }

  /** Picks an option of a Mantine Select by its label. */
  async choose(label: string, option: RegExp) {
    await this.drawer.getByRole('combobox', { name: label }).click()
    await this.page.getByRole('option', { name: option }).first().click()
  }

  async createStrategy(name: string, shop: RegExp, template: RegExp, category: RegExp) {
    await this.page.goto('/dis/goods/generate/strategy')
    await this.page.getByRole('button', { name: 'New strategy' }).click()
    await this.drawer.getByRole('textbox', { name: 'Strategy name' }).fill(name)
    await this.choose('Shop', shop)
    await this.choose('Price template', template)
    await pickOne(this.page, this.drawer, 'Design categories', category)
    await expect(this.page.getByRole('listbox')).toBeHidden()
    await this.drawer.getByRole('button', { name: 'Create strategy' }).click()
    // Saved: the drawer now belongs to the strategy and offers its product models.
    await expect(this.page).toHaveURL(/edit=(?!new)/)
    await expect(this.drawer.getByText('Product models', { exact: true })).toBeVisible()
  }

  async addProductModel(model: RegExp) {
    await this.choose('Product model', model)
    await this.drawer.getByRole('button', { name: 'Add product model' }).click()
    await expect(this.drawer.getByText('Zoom 100% · Centred')).toBeVisible()
  }

  /** Runs a task and waits on the background screen until it is done; answers the created count. */
  async runTaskUntilDone(): Promise<number> {
    await this.drawer.getByRole('button', { name: 'Run generation task' }).click()
    await expect(this.page).toHaveURL(/\/goods\/generate\/bg\?taskId=/)
    const result = this.page.getByRole('dialog', { name: 'Generation task' })
    await expect(result.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 })
    const link = result.getByRole('link', { name: /^See the \d+ goods this task created$/ })
    const text = (await link.textContent()) ?? ''
    return Number(/\d+/.exec(text)?.[0])
  }
}
