// Mantine's stylesheet comes in two parts (build/mantine-styles-plugin.ts): the first screens',
// which index.html links (boot-….css), and the rest, which arrives with the first code that draws
// it. Vite adds a lazy chunk's stylesheets last in <head>, so the rest would land after the app's
// own stylesheets loaded before it (the layout's, a screen's) and win where one of them restyles a
// Mantine component with a rule of the same weight (a drawer's or a menu's class names). Moved right
// after the first part, the cascade is that of Mantine's whole stylesheet before the app's, as
// before the split.
const REST = /\/assets\/mantine-rest-[\w-]+\.css$/

/** Keeps the rest of Mantine's stylesheet right after its first part. Call before any lazy import. */
export function keepMantineStylesFirst(): void {
  const first = document.querySelector('link[data-app-styles]')
  // The dev server links no stylesheet: its styles come with the modules, in import order.
  if (!first) return
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLLinkElement) || node.rel !== 'stylesheet' || !REST.test(node.href)) continue
        // Once: moving it is itself an addition, and the rest loads once per page.
        observer.disconnect()
        // Moved before it has loaded (the observer runs right after Vite's append), so nothing is
        // drawn with the rules in the wrong order; Vite's wait for its load event holds.
        if (first.nextElementSibling !== node) first.after(node)
        return
      }
    }
  })
  observer.observe(document.head, { childList: true })
}
