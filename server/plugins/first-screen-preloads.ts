// The app's HTML for a first screen's page (the order list, the workplace, sign-in) names the files
// that page loads before it can draw, as preloads (src/app/pwa/first-screen-preloads.ts says why).
// Any other page, and a build without the list, gets the HTML as built. Every page's scripts start
// after the splash's first frame (src/app/pwa/after-first-paint.ts says why).
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterFirstPaint } from '../../src/app/pwa/after-first-paint'
import {
  FIRST_SCREEN_PRELOADS_FILE,
  type FirstScreenPreloads,
  pageOf,
  withPreloads,
} from '../../src/app/pwa/first-screen-preloads'
import { toolOf } from '../../src/tools/tool-pages'

/**
 * The HTML for a path — the design tools' page (tools.html) for theirs, the console's (index.html)
 * for every other — with the page's preloads when it is a first screen's; null when the app is
 * not built. Both files are read again when the HTML's file changes: a host may fill its meta tags
 * after the build (scripts/precompress.mjs), and a rebuild under a running server writes new chunk
 * names into both (the old list's preloads would fetch files that are gone).
 */
export function firstScreenHtml(staticDir: string): (pathname: string) => string | null {
  const consolePage = pageHtml(staticDir, 'index.html')
  const toolsPage = pageHtml(staticDir, 'tools.html')
  return (pathname) => (toolOf(pathname) ? toolsPage : consolePage)(pathname)
}

function pageHtml(staticDir: string, file: string): (pathname: string) => string | null {
  const htmlFile = path.join(staticDir, file)
  const listFile = path.join(staticDir, FIRST_SCREEN_PRELOADS_FILE)
  let read: { mtimeMs: number; html: string; byPage: Map<string, string> } | null = null
  return (pathname) => {
    if (!existsSync(htmlFile)) return null
    const { mtimeMs } = statSync(htmlFile)
    if (read?.mtimeMs !== mtimeMs) {
      const built = readFileSync(htmlFile, 'utf8')
      const preloads: FirstScreenPreloads = existsSync(listFile)
        ? (JSON.parse(readFileSync(listFile, 'utf8')) as FirstScreenPreloads)
        : { pages: {} }
      const byPage = new Map(
        Object.keys(preloads.pages).map((page) => [page, afterFirstPaint(withPreloads(built, preloads, page))]),
      )
      read = { mtimeMs, html: afterFirstPaint(built), byPage }
    }
    return read.byPage.get(pageOf(pathname)) ?? read.html
  }
}
