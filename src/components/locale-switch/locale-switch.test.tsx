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
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('opens from the keyboard on the current language, moves with the arrows and closes with Escape', async () => {
    renderWithProviders(<LocaleSwitch />)
    await userEvent.tab()
    const button = screen.getByRole('button', { name: 'Language: English' })
    expect(document.activeElement).toBe(button)
    await userEvent.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(await screen.findByRole('menuitem', { name: 'English' }))
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '简体中文' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(i18n.locale).toBe('en')
    // ArrowDown on the button opens it too; Enter on an item chooses it.
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await waitFor(() => expect(i18n.locale).toBe('zh-cn'))
  })

  it('closes when the user presses outside it', async () => {
    renderWithProviders(
      <>
        <LocaleSwitch />
        <p>elsewhere</p>
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }))
    expect(await screen.findByRole('menu')).toBeTruthy()
    await userEvent.click(screen.getByText('elsewhere'))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(i18n.locale).toBe('en')
  })
})
