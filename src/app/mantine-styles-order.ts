// Mantine's stylesheet comes in parts (build/mantine-styles-plugin.ts): the first screens', which
// the page links (first-shared-….css), then the floating parts' and the rest, which arrive with the first
// code that draws them. Vite adds a lazy chunk's stylesheets last in <head>, so a later part would
// land after the app's own stylesheets loaded before it (the layout's, a screen's) and win where one
// of them restyles a Mantine component with a rule of the same weight (a drawer's or a menu's class
// names), and the rest could land before the floating part it builds on. Each is moved into place as
// it is added: the floating part right after the first, the rest after the floating part (or the
// first, until the floating part comes). The cascade is that of Mantine's whole stylesheet before
// the app's, as before the split.
const FLOATING = /\/assets\/mantine-floating-[\w-]+\.css$/
const REST = /\/assets\/mantine-rest-[\w-]+\.css$/

/** Keeps the later parts of Mantine's stylesheet right after its first part. Call before any lazy import. */
export function keepMantineStylesFirst(): void {
  const first = document.querySelector('link[data-app-styles]')
  // The dev server links no stylesheet: its styles come with the modules, in import order.
  if (!first) return
  let floating: HTMLLinkElement | null = null
  let rest: HTMLLinkElement | null = null
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLLinkElement) || node.rel !== 'stylesheet') continue
        // Moved before it has loaded (the observer runs right after Vite's append), so nothing is
        // drawn with the rules in the wrong order; Vite's wait for its load event holds. Moving is
        // itself an addition: a part already placed is left alone.
        if (!floating && FLOATING.test(node.href)) {
          floating = node
          first.after(node)
        } else if (!rest && REST.test(node.href)) {
          rest = node
          ;(floating ?? first).after(node)
        }
      }
    }
    // Each part loads once per page.
    if (floating && rest) observer.disconnect()
  })
  observer.observe(document.head, { childList: true })
}
