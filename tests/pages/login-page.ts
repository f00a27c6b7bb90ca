// Page object of /login.
import { expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '../support/accounts'

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dis/login')
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Username').fill(username)
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
    await this.page.getByRole('button', { name: 'Sign in' }).click()
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/dis\/login/)
    await expect(this.page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  }
}
