// The header's notice bell and the notification settings, as a person uses them.
import { expect, type Locator, type Page } from '@playwright/test'

export class NoticeBell {
  constructor(private readonly page: Page) {}

  /** The bell button; its name carries the unread count ("Notifications (3 unread)"). */
  get button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
  }

  async unread(): Promise<number> {
    const name = (await this.button.getAttribute('aria-label')) ?? ''
    return Number(/\((\d+) unread\)/.exec(name)?.[1] ?? 0)
  }

  async open(): Promise<Locator> {
    await this.button.click()
    const dropdown = this.page.getByRole('dialog', { name: 'Notifications' })
    await expect(dropdown).toBeVisible()
    return dropdown
  }
}

export class NotificationSettingsPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/dis/account/settings/notification')
    await expect(this.page.getByRole('switch', { name: 'Refund request: SMS' })).toBeVisible()
  }

  /** Sets one event's SMS choice and saves (no-op save when it is already so). */
  async chooseSms(event: string, on: boolean) {
    const toggle = this.page.getByRole('switch', { name: `${event}: SMS` })
    if ((await toggle.isChecked()) !== on) {
      await toggle.setChecked(on, { force: true })
      await this.page.getByRole('button', { name: 'Save' }).click()
      await expect(this.page.getByText('Notification settings saved')).toBeVisible()
    }
  }
}
