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

  it('opens its menu on the first click and switches language', async () => {
    renderWithProviders(<LocaleSwitch />)
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '简体中文' }))
    await waitFor(() => expect(i18n.locale).toBe('zh-cn'))
    expect(await screen.findByRole('button', { name: /简体中文/ })).toBeTruthy()
  })

  it('opens from the keyboard', async () => {
    renderWithProviders(<LocaleSwitch />)
    await userEvent.tab()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Language: English')
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeTruthy()
  })
})
