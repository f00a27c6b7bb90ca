// The text editor /dis/mi/ (issue 17 item 5) as a seller uses it on a phone: style a text on an
// arc with an outline, see the server's drawing (Chinese too, in the demo's Chinese font), save it
// into the materials library, open it again
// from "Your texts"; then place it on a T-shirt in the design editor from the library picker.
import { expect, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

test.describe('text editor', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('style, preview, save to the library, open again, use in the design editor', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000)
    await preferLocale(context, 'en')
    await signInWithToken(context, await apiLogin(request, 'seller'))
    await page.goto('/dis/mi/')

    const name = `Arc ${Date.now().toString(36)}`
    await page.getByRole('textbox', { name: 'Text' }).fill('Summer\nclub')
    await page.getByRole('textbox', { name: 'Outline width' }).fill('3')
    // The arc slider by keyboard: 8 steps of 5° up.
    const arc = page.getByRole('slider', { name: 'Arc' })
    await arc.focus()
    for (let step = 0; step < 8; step++) await arc.press('ArrowRight')
    await expect(page.getByText('Arc: 40°')).toBeVisible()
    // The drawing comes from the server: glyph outlines turned onto the arc.
    const preview = page.getByTestId('text-preview').locator('img')
    await expect(preview).toHaveAttribute('src', /rotate\(/)
    await expect(preview).toHaveAttribute('src', /stroke-width/)

    // A character the built-in font lacks is named, and nothing can be saved.
    await page.getByRole('textbox', { name: 'Text' }).fill('Summer 夏')
    await expect(page.getByTestId('text-preview')).toContainText('This font has no letters for 夏')
    // The demo's Chinese font (WenQuanYi Micro Hei) has it: the server draws it.
    await page.getByRole('combobox', { name: 'Font' }).click()
    await page.getByRole('option', { name: /WenQuanYi Micro Hei/ }).click()
    await expect(page.getByTestId('text-preview')).not.toContainText('no letters')
    await expect(preview).toHaveAttribute('src', /stroke-width/)
    await page.getByRole('textbox', { name: 'Text' }).fill('Summer\nclub')

    await page.getByRole('textbox', { name: 'Material name' }).fill(name)
    await page.getByRole('button', { name: 'Save to materials' }).click()
    await expect(page.getByText(new RegExp(`“${name}” is in My materials`))).toBeVisible({ timeout: 60_000 })
    const opened = page.getByRole('button', { name: `Open “${name}”` })
    await expect(opened).toBeVisible()

    // Open it again after starting something else: its style comes back.
    await page.getByRole('textbox', { name: 'Text' }).fill('Other')
    await opened.click()
    await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue('Summer\nclub')
    await expect(page.getByText('Arc: 40°')).toBeVisible()

    // In the design editor, the library picker offers it like any picture.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/dis/pcdiy/')
    const chooser = page.getByRole('dialog', { name: 'Choose a product model' })
    // A fresh browser holds no draft: the editor asks for a model first.
    await chooser.getByLabel('Model').fill('Classic crew')
    await chooser.getByRole('button', { name: /Classic crew tee/ }).click()
    await page.getByRole('button', { name: 'Add image from library' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose a design' })
    await picker.getByRole('button', { name: `Choose ${name}` }).click()
    await expect(picker).toBeHidden()
    await expect(page.getByTestId('preflight-ok')).toBeVisible()
  })
})
