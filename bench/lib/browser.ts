// Debian's chromium for the browser scenarios, launched the way the tests launch it.
import { type Browser, chromium } from '@playwright/test'

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] })
}

/** What the app keeps after sign-in (src/lib/token.ts), so a page starts signed in. */
export function tokenInitScript(token: string): string {
  return `(() => {
    if (localStorage.getItem('Access-Token')) return
    localStorage.setItem('Access-Token', JSON.stringify({ value: ${JSON.stringify(token)}, expire: Date.now() + 7 * 86400000 }))
    sessionStorage.setItem('Access-Token', ${JSON.stringify(token)})
    localStorage.setItem('lang', 'en')
  })()`
}
