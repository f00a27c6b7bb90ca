import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '../../../lib/testing/providers'
import { RegisterResultScreen } from './register-result-screen'

describe('RegisterResultScreen', () => {
  it('names the new account and leads to sign-in with it filled in', async () => {
    renderRoute(() => <RegisterResultScreen username="13800138000" name="Sunny Prints" />, '/registerResult')
    expect(await screen.findByText('Registration successful')).toBeTruthy()
    expect(screen.getByText('13800138000')).toBeTruthy()
    expect(screen.getByText(/Sunny Prints/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(
      '/login?username=%2213800138000%22',
    )
  })

  it('still offers sign-in when opened without an account', async () => {
    renderRoute(() => <RegisterResultScreen />, '/user/register-result')
    expect(await screen.findByText(/Your account has been created/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login')
  })
})
