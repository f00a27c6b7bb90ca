// Page object of the supply screens: factory products (own list, form drawer, catalogue, detail)
// and supplied products.
import { expect, type Locator, type Page } from '@playwright/test'
import { pickOne } from '../support/pick-many'

export class SupplyPage {
  constructor(readonly page: Page) {}

  get drawer(): Locator {
    return this.page.getByRole('dialog')
  }

  rowOf(text: string | RegExp): Locator {
    return this.page.getByRole('row').filter({ hasText: text })
  }

  /** Picks an option of a Mantine select inside the drawer. */
  async choose(label: string, option: string | RegExp) {
    const field = this.drawer.getByRole('combobox', { name: label })
    // A forced click skips the wait for the drawer to slide in: wait for the field to be on screen
    // (on a busy machine the click came while the drawer was still outside the viewport).
    await expect(field).toBeInViewport()
    // A multi-select's pills wrapper takes the click meant for its input: force it through.
    await field.click({ force: true })
    await this.page.getByRole('option', { name: option }).click()
  }

  async fillFactoryProduct(values: { title: string; baseModel: string; price: string }) {
    await this.drawer.getByLabel('Product name').fill(values.title)
    await this.drawer.getByLabel('Base product model').fill(values.baseModel)
    await this.choose('Category', 'Apparel')
    await pickOne(this.page, this.drawer, 'Print methods', 'Direct to garment')
    await this.drawer.getByLabel('Lead time (days)').fill('6')
    await this.drawer.getByLabel('Minimum quantity').fill('30')
    await this.drawer.getByLabel('Colour of spec 1').fill('White')
    await this.drawer.getByLabel('Size of spec 1').fill('M')
    await this.drawer.getByLabel('Price of spec 1').fill(values.price)
  }

  async save() {
    await this.drawer.getByRole('button', { name: 'Save' }).click()
    await expect(this.drawer).toBeHidden()
  }

  async search(keyword: string) {
    const box = this.page.getByRole('textbox', { name: 'Search' })
    await box.fill(keyword)
    await box.press('Enter')
  }
}
