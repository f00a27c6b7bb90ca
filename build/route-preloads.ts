// Writes route-preloads.json: for the pages of ROUTE_FIRST_CHUNKS (build/first-screen-chunks.ts),
// the files their first screen loads beyond what index.html loads (the named chunks, every chunk
// they import statically, their stylesheets). The server names them in that page's HTML
// (server/plugins/route-preloads.ts), so a phone fetches them beside the boot chunk: without it
// they were asked for only once the boot chunk had downloaded and run (the boot chunk imports
// them lazily, src/app/preload-route-chunks.ts) — on the mobile preset a round trip and the boot's
// run later (issue 17).
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { ROUTE_FIRST_CHUNKS } from './first-screen-chunks'

export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/** Page path under the base (no trailing slash) → the files to preload, under the base. */
export type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>

function staticImports(chunks: Map<string, OutputChunk>, roots: OutputChunk[]): Set<OutputChunk> {
  const seen = new Set<OutputChunk>()
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return
    seen.add(chunk)
    for (const file of chunk.imports) {
      const next = chunks.get(file)
      if (next) visit(next)
    }
  }
  for (const root of roots) visit(root)
  return seen
}

export function routePreloads(base: string): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      )
      // Only the console's page (index.html), not the storefront's (store.html).
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'))
      if (!entry) {
        // Printed too: the bundler reports an error thrown here only as a failed build.
        console.error('route-preloads: no entry chunk for index.html')
        this.error('route-preloads: no entry chunk for index.html')
      }
      const loadedByHtml = staticImports(chunks, [entry])
      const preloads: RoutePreloads = {}
      for (const [page, names] of Object.entries(ROUTE_FIRST_CHUNKS)) {
        const roots = [...chunks.values()].filter((chunk) => names.includes(chunk.name))
        const missing = names.filter((name) => !roots.some((chunk) => chunk.name === name))
        // A renamed or merged chunk would silently preload nothing: the build says so instead.
        if (missing.length > 0) {
          const message = `route-preloads: no chunk named ${missing.join(', ')} for ${page}`
          console.error(message)
          this.error(message)
        }
        const wanted = [...staticImports(chunks, roots)].filter((chunk) => !loadedByHtml.has(chunk))
        preloads[page] = {
          scripts: wanted.map((chunk) => `${base}${chunk.fileName}`),
          styles: [...new Set(wanted.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
            (file) => `${base}${file}`,
          ),
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` })
    },
  }
}
