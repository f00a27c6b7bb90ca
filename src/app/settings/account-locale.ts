// Tells the server the language the signed-in account uses the console in, so the SMS notices it
// is sent are written in that language. Only when it changed since this device last told it
// (a marker in localStorage): no request on an ordinary start. A failed report (offline) is simply
// tried again on the next start or language switch.
import { useEffect } from 'react'
import { ACCOUNT_LOCALE_PATH } from '../../contract/call-paths'
import { apiFetch } from '../../lib/api-client'
import { afterFirstContent } from '../../lib/first-content'
import { useLocale } from '../../lib/i18n'
import { readStorage, writeStorage } from '../../lib/safe-storage'
import { STORAGE_KEYS } from '../../lib/storage-keys'

export function useAccountLocaleReport(accountId: string | undefined) {
  const { locale } = useLocale()
  useEffect(() => {
    if (!accountId) return
    const marker = `${accountId}:${locale}`
    if (readStorage('local', STORAGE_KEYS.accountLocale) === marker) return
    const controller = new AbortController()
    // Nobody waits for it: after the page's own content (lib/first-content.ts).
    afterFirstContent()
      .then(() => apiFetch(ACCOUNT_LOCALE_PATH, { body: { locale }, silent: true, signal: controller.signal }))
      .then(() => writeStorage('local', STORAGE_KEYS.accountLocale, marker))
      .catch(() => undefined)
    return () => controller.abort()
  }, [accountId, locale])
}
