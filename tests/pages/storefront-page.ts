// Page objects of the storefront: the console screens that set it up and the public storefront
// a shopper opens from a counter's QR code.
import { expect, type Page } from '@playwright/test'
import { latestSmsCode } from '../support/sms'

export class StorefrontConsole {
  constructor(private readonly page: Page) {}

  private drawer() {
    return this.page.getByRole('dialog')
  }

  async addModule(kind: 'Banner' | 'Notice', text: string) {
    await this.page.getByRole('button', { name: 'Add module' }).click()
    const drawer = this.drawer()
    await drawer.getByRole('combobox', { name: 'Kind' }).click()
    await this.page.getByRole('option', { name: kind, exact: true }).click()
    if (kind === 'Notice') await drawer.getByRole('textbox', { name: 'Notice text' }).fill(text)
    else await drawer.getByRole('textbox', { name: 'Title' }).fill(text)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(this.page.getByText(text)).toBeVisible()
  }

  /** Picks the first `n` goods the shop offers in a goods picker labelled `label`. */
  async pickGoods(label: string, n: number) {
    const input = this.page
      .getByRole('combobox', { name: label })
      .or(this.page.getByRole('textbox', { name: label }))
      .first()
    for (let i = 0; i < n; i++) {
      await input.click()
      const option = this.page.getByRole('option').and(this.page.locator(':not([data-checked])')).first()
      await expect(option).toBeVisible()
      await option.click()
    }
    await this.page.keyboard.press('Escape')
  }

  async addSubject(title: string, goods: number) {
    await this.page.getByRole('button', { name: 'Add subject' }).click()
    await this.drawer().getByRole('textbox', { name: 'Title' }).fill(title)
    await this.pickGoods('Goods', goods)
    await this.drawer().getByRole('button', { name: 'Save' }).click()
    await expect(this.page.getByText(title)).toBeVisible()
    await expect(this.page.getByText(`${goods} goods`)).toBeVisible()
  }

  async addCounter(name: string) {
    await this.page.getByRole('button', { name: 'Add counter' }).click()
    await this.drawer().getByRole('textbox', { name: 'Counter name' }).fill(name)
    await this.drawer().getByRole('button', { name: 'Save' }).click()
    await expect(
      this.page.getByRole('row').filter({ hasText: name }).or(this.page.getByText(name)).first(),
    ).toBeVisible()
  }

  /** Opens the counter's QR dialog and returns the storefront address it encodes. */
  async counterLink(name: string): Promise<string> {
    await this.page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'QR code' }).click()
    const dialog = this.page.getByRole('dialog', { name: `QR code of ${name}` })
    await expect(dialog.getByRole('img', { name: 'QR code opening the storefront for this counter' })).toBeVisible()
    const link = dialog.getByRole('link', { name: /\/dis\/store\// })
    const href = (await link.getAttribute('href')) ?? ''
    await this.page.keyboard.press('Escape')
    return href
  }

  async issueCoupon(name: string) {
    await this.page.getByRole('button', { name: 'Issue coupon' }).click()
    const drawer = this.drawer()
    await drawer.getByRole('textbox', { name: 'Coupon name' }).fill(name)
    // The defaults are the common case: ¥10 off over ¥50, 100 issued, one per member, 30 days.
    await expect(drawer.getByRole('textbox', { name: 'Amount off' })).toHaveValue('¥10')
    await expect(drawer.getByRole('textbox', { name: 'Minimum order amount' })).toHaveValue('¥50')
    await expect(drawer.getByRole('textbox', { name: 'Quantity issued' })).toHaveValue('100')
    await expect(drawer.getByRole('textbox', { name: 'Per member' })).toHaveValue('1')
    // A discount over the minimum is refused before it is sent.
    await drawer.getByRole('textbox', { name: 'Amount off' }).fill('60')
    await expect(drawer.getByText('The amount off cannot exceed the minimum order amount')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Issue' })).toBeDisabled()
    await drawer.getByRole('textbox', { name: 'Amount off' }).fill('10')
    await drawer.getByRole('button', { name: 'Issue' }).click()
    await expect(this.page.getByRole('row').filter({ hasText: name })).toBeVisible()
  }
}

export class Storefront {
  constructor(private readonly page: Page) {}

  async signUp(phone: string) {
    await this.page.getByRole('button', { name: 'Sign in' }).first().click()
    const sheet = this.page.getByRole('dialog', { name: 'Sign in with your phone' })
    await sheet.getByRole('textbox', { name: 'Phone number' }).fill(phone)
    await sheet.getByRole('button', { name: 'Send code' }).click()
    await expect(sheet.getByRole('button', { name: /Resend in/ })).toBeVisible()
    await sheet.getByRole('textbox', { name: 'SMS code' }).fill(await latestSmsCode(phone))
    await sheet.getByRole('button', { name: 'Sign in' }).click()
    await expect(sheet).toBeHidden()
    await expect(this.page.getByTitle(phone)).toBeVisible()
  }

  async claim(couponName: string) {
    const coupon = this.page.getByRole('article').filter({ hasText: couponName })
    await coupon.getByRole('button', { name: 'Claim' }).click()
    await expect(coupon.getByText('Claimed')).toBeVisible()
  }

  /** Orders the first recommended goods; returns what the confirmation says. */
  async order(options: { quantity: number; coupon?: string; address: string }) {
    await this.page.getByRole('region', { name: 'Recommended' }).getByRole('button').first().click()
    const sheet = this.page.locator('dialog[open]')
    await expect(sheet.getByRole('button', { name: 'Place order' })).toBeVisible()
    await expect(sheet.getByRole('button', { pressed: true }).first()).toBeVisible()
    await sheet.getByRole('spinbutton', { name: 'Quantity' }).fill(String(options.quantity))
    if (options.coupon) {
      const select = sheet.getByRole('combobox', { name: 'Coupon' })
      await expect(select.getByRole('option', { name: new RegExp(options.coupon) })).toBeEnabled()
      await select.selectOption({ index: 1 })
    }
    await sheet.getByRole('textbox', { name: 'Recipient', exact: true }).fill('Li Lei')
    await sheet.getByRole('textbox', { name: 'Delivery address' }).fill(options.address)
    await sheet.getByRole('button', { name: 'Place order' }).click()
  }
}
