// Page object of /account/business (team management) and the role editor.
import { expect, type Locator, type Page } from '@playwright/test'

export class TeamPage {
  constructor(private readonly page: Page) {}

  async gotoRoles() {
    await this.page.goto('/dis/account/business?tab=roles')
    await expect(this.page.getByRole('tab', { name: 'Roles', selected: true })).toBeVisible()
  }

  async gotoMembers() {
    await this.page.goto('/dis/account/business')
    await expect(this.page.getByRole('tab', { name: 'Members', selected: true })).toBeVisible()
  }

  drawer(): Locator {
    return this.page.getByRole('dialog')
  }

  /** Creates a role granting whole screens (every action the seller holds) in the given menu areas. */
  async createRole(name: string, grants: { area: string; screens: string[] }[]) {
    await this.page.getByRole('button', { name: 'Add role' }).click()
    const drawer = this.drawer()
    await drawer.getByRole('textbox', { name: 'Role name' }).fill(name)
    for (const grant of grants) {
      await drawer.getByRole('button', { name: grant.area, exact: true }).click()
      const panel = drawer.getByRole('region', { name: grant.area })
      for (const screen of grant.screens) await panel.getByRole('checkbox', { name: screen, exact: true }).check()
    }
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(drawer).toBeHidden()
    await expect(this.page.getByRole('region', { name })).toBeVisible()
  }

  async createMember(member: { username: string; name: string; role: string; password: string }) {
    await this.page.getByRole('button', { name: 'Add member' }).click()
    const drawer = this.drawer()
    await drawer.getByRole('textbox', { name: 'Username' }).fill(member.username)
    await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(member.name)
    await drawer.getByRole('combobox', { name: 'Role' }).click()
    await this.page.getByRole('option', { name: member.role, exact: true }).click()
    await drawer.getByRole('textbox', { name: 'Initial password' }).fill(member.password)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(drawer).toBeHidden()
    await expect(this.page.getByRole('row').filter({ hasText: member.username })).toBeVisible()
  }
}
