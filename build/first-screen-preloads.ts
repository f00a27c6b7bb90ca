// Writes first-screen-preloads.json beside the built app: for each first screen's page (a path
// under /dis), the scripts and stylesheets it loads before it can draw. The server puts them in
// that page's HTML as preloads (server/plugins/first-screen-preloads.ts).
//
// Why (issue 21): the HTML named only the boot chunk. The page's own chunks (the session, the
// signed-in layout, the order list and what they import: ≈ 130 KiB gzip on the order list) were
// asked for only once the boot chunk had arrived and run, a second wave behind the first on a
// phone's network. Named in the HTML they come with the boot chunk. The service worker's copy of
// the HTML stays as it is: once installed, every file is local and the waves cost nothing.
import type { OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { FIRST_SCREEN_PRELOADS_FILE, type FirstScreenPreloads } from '../src/app/pwa/first-screen-preloads'
import { chunksOf } from './bundle-chunks'
import { FIRST_SCREEN_PAGES, isGroupChunk } from './first-screen-chunks'
import { filesOf } from './precache-shell'

export function firstScreenPreloads(): Plugin {
  return {
    name: 'first-screen-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle)
      // The console's build only (the storefront's page is built separately, and has no first screens).
      if (!chunks.some((chunk) => chunk.name === 'boot')) return
      const pages: FirstScreenPreloads['pages'] = {}
      for (const [page, names] of Object.entries(FIRST_SCREEN_PAGES)) {
        const pick = (chunk: OutputChunk) => names.includes(chunk.name) && isGroupChunk(chunk.name, chunk.moduleIds)
        const files = [...filesOf(bundle, pick)]
        const missing = names.filter((name) => !chunks.some((chunk) => chunk.name === name && pick(chunk)))
        if (missing.length > 0) this.error(`first-screen-preloads: no chunk named ${missing.join(', ')} for ${page}`)
        pages[page] = {
          scripts: files.filter((file) => file.endsWith('.js')),
          styles: files.filter((file) => file.endsWith('.css')),
        }
      }
      const preloads: FirstScreenPreloads = { pages }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_PRELOADS_FILE, source: JSON.stringify(preloads) })
    },
  }
}
