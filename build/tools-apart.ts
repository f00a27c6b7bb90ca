// The build stops when the design tools' page (src/tools/main.tsx) could load the console's entry
// chunk, through any chain of static or lazy imports. That chunk runs the console's boot when it
// loads: the tools' page would turn into the console, at the tool's address (a 404 with the menu),
// the moment a tool opened a part that shares a chunk with the console's layout. The chunk plan
// keeps what both load out of it (boot-ui, first-screen-chunks.ts); this is its check.
import type { Plugin } from 'vite'
import { chunksOf } from './bundle-chunks'
import { chainTo } from './chunk-chain'
import { stopBuild } from './stop-build'

interface BuiltChunk {
  fileName: string
  imports: readonly string[]
  dynamicImports: readonly string[]
  moduleIds: readonly string[]
}

const TOOLS_ENTRY = /\/src\/tools\/main\.tsx$/
/** The console's router and its route tree, and with them the entry that boots the console. */
const CONSOLE_BOOT = /\/src\/(main\.tsx|routeTree\.gen\.ts)$/

/** The chain of chunks from the tools' entry to the console's boot, or null when there is none. */
export function consoleBootFromTools(chunks: readonly BuiltChunk[]): string[] | null {
  const start = chunks.find((chunk) => chunk.moduleIds.some((id) => TOOLS_ENTRY.test(id)))
  if (!start) return null
  const reached = chainTo(
    chunks,
    start,
    (chunk) => [...chunk.imports, ...chunk.dynamicImports],
    (chunk) => chunk.moduleIds.some((id) => CONSOLE_BOOT.test(id)),
  )
  return reached?.chain ?? null
}

export function toolsApart(): Plugin {
  return {
    name: 'tools-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chain = consoleBootFromTools(chunksOf(bundle))
      if (!chain) return
      const message =
        `The design tools' page can load the console's entry chunk, which boots the console: ${chain.join(' → ')}\n` +
        '(build/first-screen-chunks.ts places shared modules: see chunkFor and boot-ui)'
      stopBuild(message, (text) => this.error(text))
    },
  }
}
