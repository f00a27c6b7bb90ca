// The first screens' pages name the files they load before they can draw in their HTML, as
// preloads (issue 21): a first visit, an offline start and a warm start fetch them beside the boot
// chunk instead of after it has arrived and run. The build writes the list
// (build/first-screen-preloads.ts); the server (server/plugins/first-screen-preloads.ts) and the
// service worker (sw/sw.ts) put a page's files in the HTML they answer with, through withPreloads.
// No imports: the server's and the worker's bundles take nothing else with it.

export const FIRST_SCREEN_PRELOADS_FILE = 'first-screen-preloads.json'

export interface FirstScreenPreloads {
  /** Path under /dis (`/sale/order`) → files under /dis (`assets/orders-….js`), scripts then stylesheets. */
  pages: Record<string, { scripts: string[]; styles: string[] }>
}

const BASE = '/dis/'

/** `/dis/sale/order/` → `/sale/order`: the key the build wrote. */
export function pageOf(pathname: string): string {
  const inside = pathname.startsWith(BASE) ? pathname.slice(BASE.length - 1) : pathname
  return inside.length > 1 ? inside.replace(/\/+$/, '') : inside
}

/** The app's HTML with the preloads of the page at `pathname`, when it is a first screen's; else as it is. */
export function withPreloads(html: string, preloads: FirstScreenPreloads, pathname: string): string {
  const files = preloads.pages[pageOf(pathname)]
  if (!files) return html
  // What the HTML already loads (the boot chunk and its imports) is not named twice.
  const fresh = (file: string) => !html.includes(`${BASE}${file}"`)
  const links = [
    ...files.scripts.filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="${BASE}${file}">`),
    ...files.styles.filter(fresh).map((file) => `<link rel="preload" as="style" crossorigin href="${BASE}${file}">`),
  ]
  return links.length > 0 ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html
}
