// The app's stylesheets, which the console's and the tools' pages link with media="print" so that
// they do not hold back the splash (vite.config.ts, nonBlockingAppStyles).

/**
 * Applies the stylesheets; resolves once they have loaded, so the app never renders unstyled. None
 * under the dev server, whose styles come with the modules.
 */
export async function applyAppStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')]
  await Promise.all(links.map(apply))
}

function apply(link: HTMLLinkElement): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    // A failed stylesheet renders the app as a failed render-blocking one did: unstyled.
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
  link.media = 'all'
  return link.sheet ? Promise.resolve() : loaded
}
