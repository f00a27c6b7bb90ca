import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../lib/i18n'
import { renderWithProviders } from '../../lib/testing/providers'
import { LocaleSwitch } from './locale-switch'

describe('language switch', () => {
  afterEach(async () => {
    await activateLocale('en')
  })

  it('opens its menu on the first click, though the menu loads only then, and switches language', async () => {
    renderWithProviders(<LocaleSwitch />)
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }))
    await waitFor(() => expect(i18n.locale).toBe('zh-cn'))
    expect(await screen.findByRole('button', { name: /简体中文/ })).toBeTruthy()
  })

  it('keeps keyboard focus on the button when the menu replaces it', async () => {
    renderWithProviders(<LocaleSwitch />)
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Language: English')
    // The focused placeholder made the menu load; the real button takes its place, still focused.
    // (Mantine's menu target carries the id its dropdown refers to; the placeholder has none.)
    await waitFor(() => expect(document.activeElement?.id).toBeTruthy())
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Language: English')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeTruthy()
  })
})
