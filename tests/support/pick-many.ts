// Choosing several in a form (src/components/pick-many.tsx): a short fixed list is a group of ticks,
// a long one on a desktop a multi-select. Which one a form shows depends on how many choices the
// demo data gives it, so the test picks through whichever is there.
import type { Locator, Page } from '@playwright/test'

export async function pickOne(page: Page, scope: Locator, label: string, option: string | RegExp) {
  // The ticks' wrapper carries the field's name as its aria-label.
  const tick = scope.getByLabel(label, { exact: true }).getByRole('checkbox', { name: option })
  if ((await tick.count()) > 0) {
    await tick.first().check()
    return
  }
  // A multi-select's pills wrapper takes the click meant for its input: force it through.
  await scope.getByRole('combobox', { name: label }).click({ force: true })
  await page.getByRole('option', { name: option }).first().click()
  // It stays open after a pick; Escape closes it so it lies over no other field.
  await page.keyboard.press('Escape')
}
