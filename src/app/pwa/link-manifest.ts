// Links the web app manifest once the page has started (src/main.tsx, with the service worker's
// registration). In the HTML, Chrome fetched the manifest and its 192 px icon for its
// installability check while the HTML was parsed: two requests on the phone's six connections beside
// the first screen's scripts (issue 17). Linked here, the app installs as before (the browser checks
// when the link appears, and the install prompt is caught from boot on: install-prompt.ts).

/** Where vite-plugin-pwa writes the manifest (vite.config.ts strips its link from index.html). */
const MANIFEST_HREF = '/dis/manifest.webmanifest'

export function linkManifest(): void {
  if (!import.meta.env.PROD || document.querySelector('link[rel="manifest"]')) return
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = MANIFEST_HREF
  document.head.append(link)
}
