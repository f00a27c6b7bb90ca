// The build stops on a static import cycle between two of its chunks. The chunking rules
// (first-screen-chunks.ts) decide by hand where shared modules go; once they put modules into the
// signed-in entry's chunk that imported the layout's base, which imports that entry: whichever of
// the two a page reached first ran before the other had set its bindings, and pages failed at
// random with "Cannot read properties of undefined (reading 'loadQueryClient')" (session 20). No
// test finds that reliably; the chunk graph says it at once.
import type { Plugin } from 'vite'
import { chunksOf } from './bundle-chunks'
import { stopBuild } from './stop-build'

/** A cycle of chunk file names among `imports` (each chunk's static imports), or null. */
export function findChunkCycle(imports: Map<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (file: string): string[] | null => {
    state.set(file, 'open')
    path.push(file)
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next]
      if (!state.has(next)) {
        const cycle = visit(next)
        if (cycle) return cycle
      }
    }
    path.pop()
    state.set(file, 'done')
    return null
  }
  for (const file of imports.keys()) {
    if (state.has(file)) continue
    const cycle = visit(file)
    if (cycle) return cycle
  }
  return null
}

export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk.imports] as const))
      const cycle = findChunkCycle(imports)
      if (!cycle) return
      const message = `chunks import each other statically: ${cycle.join(' → ')} (build/first-screen-chunks.ts)`
      stopBuild(message, (text) => this.error(text))
    },
  }
}
