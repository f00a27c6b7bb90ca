// A seam around the full page reload, so the 401 handling can be tested without a browser.
export function reloadPage(): void {
  window.location.reload()
}
