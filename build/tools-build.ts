// The design tools' page is a build of its own (vite.tools.config.ts, made first by `npm run
// build`); the console's build emits its files as its own assets, so that the service worker's
// precache lists them (vite-plugin-pwa reads the console's output) and one dist/ holds both.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    const relative = prefix ? `${prefix}/${name}` : name
    return statSync(full).isDirectory() ? filesUnder(full, relative) : [relative]
  })
}

export function toolsBuild(outDir: string): Plugin {
  return {
    name: 'tools-build',
    apply: 'build',
    generateBundle() {
      // The console's build only: the storefront's renderer and the worker have their own.
      if (!existsSync(path.join(outDir, 'tools.html'))) {
        this.error(
          `the design tools' build is missing (${outDir}/tools.html): run vite build --config vite.tools.config.ts first`,
        )
      }
      for (const fileName of filesUnder(outDir)) {
        this.emitFile({ type: 'asset', fileName, source: readFileSync(path.join(outDir, fileName)) })
      }
    },
  }
}
