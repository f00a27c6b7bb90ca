// The app's HTML for a first screen's page (the order list, the workplace, sign-in) names the files
// that page loads before it can draw, as preloads: a first visit fetches them beside the boot
// chunk instead of after it has run (build/first-screen-preloads.ts says why). Any other page, and a
// build without the list, gets the HTML as built.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { FIRST_SCREEN_PRELOADS_FILE, type FirstScreenPreloads } from '../../build/first-screen-preloads-format'

const BASE = '/dis/'

type PageFiles = FirstScreenPreloads['pages'][string]

/** `/dis/sale/order/` → `/sale/order`: the key the build wrote. */
function pageOf(pathname: string): string {
  const inside = pathname.startsWith(BASE) ? pathname.slice(BASE.length - 1) : pathname
  return inside.length > 1 ? inside.replace(/\/+$/, '') : inside
}

function withPreloads(html: string, files: PageFiles): string {
  // What the HTML already loads (the boot chunk and its imports) is not named twice.
  const fresh = (file: string) => !html.includes(`${BASE}${file}"`)
  const links = [
    ...files.scripts.filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="${BASE}${file}">`),
    ...files.styles.filter(fresh).map((file) => `<link rel="preload" as="style" crossorigin href="${BASE}${file}">`),
  ]
  return links.length > 0 ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html
}

/**
 * The HTML for a path, with the page's preloads when it is a first screen's; null when the app is
 * not built. The build's list is read once; the HTML again when its file changes (a host may fill
 * its meta tags after the build, scripts/precompress.mjs).
 */
export function firstScreenHtml(staticDir: string): (pathname: string) => string | null {
  const indexFile = path.join(staticDir, 'index.html')
  const listFile = path.join(staticDir, FIRST_SCREEN_PRELOADS_FILE)
  const pages: FirstScreenPreloads['pages'] = existsSync(listFile)
    ? (JSON.parse(readFileSync(listFile, 'utf8')) as FirstScreenPreloads).pages
    : {}
  let read: { mtimeMs: number; html: string; byPage: Map<string, string> } | null = null
  return (pathname) => {
    if (!existsSync(indexFile)) return null
    const { mtimeMs } = statSync(indexFile)
    if (read?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexFile, 'utf8')
      const byPage = new Map(Object.entries(pages).map(([page, files]) => [page, withPreloads(html, files)]))
      read = { mtimeMs, html, byPage }
    }
    return read.byPage.get(pageOf(pathname)) ?? read.html
  }
}
