// The service worker (sw/sw.ts) replays the outbox and installs the app; it needs no schema
// library. zod came into sw.js once through a path constant and once through the typed outbox's
// schemas (43 → 72 KiB gzip, sessions 8 and 10, issue 21), each time unnoticed until the bench.
// This plugin, in the worker's own build, stops it and prints the import chain, as
// first-screen-chunks.ts does for the page's first chunks.
import type { Plugin } from 'vite'

/** Packages the service worker must not hold (Dexie it needs: it drains the outbox from IndexedDB). */
const FORBIDDEN = ['zod', 'mantine-datatable', 'konva', 'react-dom']

export function workerLight(root: string): Plugin {
  return {
    name: 'worker-light',
    apply: 'build',
    generateBundle() {
      for (const id of this.getModuleIds()) {
        const pkg = FORBIDDEN.find((name) => id.includes(`/node_modules/${name}/`))
        if (!pkg) continue
        // The chain up to a module of ours: each step, the first module that imports it.
        const chain = [id]
        const seen = new Set(chain)
        for (let at = this.getModuleInfo(id)?.importers[0]; at && !seen.has(at); ) {
          chain.unshift(at)
          seen.add(at)
          at = this.getModuleInfo(at)?.importers[0]
        }
        const short = chain.filter((m) => !m.includes('/node_modules/')).map((m) => m.replace(root, ''))
        const message =
          `${pkg} would be in the service worker, imported through:\n  ${short.join('\n  → ')}\n` +
          'Import constants from src/contract/offline-paths.ts; schemas are checked on the page (src/db/outbox/payload-schemas.ts).'
        console.error(`\n${message}\n`)
        this.error(message)
      }
    },
  }
}
