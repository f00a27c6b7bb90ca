// The service worker (sw/sw.ts) replays the outbox and installs the app; the database worker
// (src/db/worker.ts) syncs the mirrors. Neither needs a schema library. zod came into sw.js once
// through a path constant and once through the typed outbox's schemas (43 → 72 KiB gzip, sessions 8
// and 10, issue 21), and into the database worker's listing sync through the listing contract's
// path constant (+25 KiB gzip, evaluated on every sync; session 22), each time unnoticed until the
// bench. This plugin, in each worker's own build, stops it and prints the import chain, as
// first-screen-chunks.ts does for the page's first chunks.
import type { Plugin } from 'vite'
import { stopBuild } from './stop-build'

/** Packages a worker must not hold (Dexie they need: they drain the outbox and write the mirrors). */
const FORBIDDEN = ['zod', 'mantine-datatable', 'konva', 'react-dom']

export function workerLight(root: string, worker = 'the service worker'): Plugin {
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
          `${pkg} would be in ${worker}, imported through:\n  ${short.join('\n  → ')}\n` +
          'Import constants from src/contract/offline-paths.ts; schemas are checked on the page (src/db/outbox/payload-schemas.ts).'
        stopBuild(message, (text) => this.error(text))
      }
    },
  }
}
