// Keeps the browser's install offer for the header's install button. Installed from boot: the
// event may fire before React has rendered anything.
import { type BeforeInstallPromptEvent, setPwaState } from './pwa-state'

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own button instead of the browser's mini-infobar.
    event.preventDefault()
    setPwaState({ installOffer: event as BeforeInstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => setPwaState({ installOffer: null }))
}
