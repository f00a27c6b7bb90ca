// Page object of the signed-in shell: header, menu, tab bar, user menu.
import { expect, type Locator, type Page } from '@playwright/test'

/** The workplace's greeting at any hour of the day (morning, noon, afternoon, evening: greeting.ts). */
export const WORKPLACE_GREETING = /Good (morning|noon|afternoon|evening)/

export class Shell {
  readonly tabs: Locator

  constructor(private readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Open pages' })
  }

  tab(title: string): Locator {
    return this.tabs.getByRole('link', { name: title, exact: true })
  }

  async openTabActions(title: string) {
    await this.tab(title).click({ button: 'right' })
  }

  async tabAction(title: string, action: 'Close current' | 'Close right' | 'Close left' | 'Close all') {
    await this.openTabActions(title)
    await this.page.getByRole('menuitem', { name: action }).click()
  }

  async openUserMenu() {
    await this.page.getByRole('button', { name: /^Account menu of/ }).click()
  }

  async signOut() {
    await this.openUserMenu()
    await this.page.getByRole('menuitem', { name: 'Log out' }).click()
    const dialog = this.page.getByRole('dialog')
    await expect(dialog.getByText('Do you really want to sign out?')).toBeVisible()
    await dialog.getByRole('button', { name: 'Sign out' }).click()
  }

  /** Phone layout: the menu lives in a drawer behind the burger. Returns the drawer. */
  async openMobileMenu(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = this.page.getByRole('navigation', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    return drawer
  }

  notification(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text })
  }
}
