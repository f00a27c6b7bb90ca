// Seams around full page loads, so what leads to them can be tested without a browser.
export function reloadPage(): void {
  window.location.reload()
}

/** Replaces this page with another document of the app (the design tools' page is not a route). */
export function replacePage(href: string): void {
  window.location.replace(href)
}
