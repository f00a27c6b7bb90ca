// The build stops when a first screen's chunk, a design tool's or the signed-in entry's reaches,
// through its static imports, a chunk holding a package its first load must not carry (zod, Dexie,
// konva, mantine-datatable; heavyForFirstLoad in first-screen-chunks.ts). The chunking rules place
// shared modules by hand, and one constant placed in the wrong chunk brings that chunk's whole
// content along: the bench found it, a build should.
import type { Plugin } from 'vite'
import { chunksOf } from './bundle-chunks'
import { chainTo } from './chunk-chain'
import { CHECKED_GROUPS, heavyForFirstLoad, isGroupChunk } from './first-screen-chunks'
import { stopBuild } from './stop-build'

interface BuiltChunk {
  fileName: string
  name: string
  imports: readonly string[]
  moduleIds: readonly string[]
}

/**
 * The first of the `forbidden` packages that `first` loads at once (itself or through its static
 * imports), said with the chunks it goes through; null when none.
 */
export function heavyChain(chunks: readonly BuiltChunk[], first: BuiltChunk, forbidden: string[]): string | null {
  const heavy = (chunk: BuiltChunk) =>
    forbidden.find((name) => chunk.moduleIds.some((id) => id.includes(`/node_modules/${name}/`)))
  const reached = chainTo(
    chunks,
    first,
    (chunk) => chunk.imports,
    (chunk) => heavy(chunk) !== undefined,
  )
  return reached ? `loads ${heavy(reached.chunk)} at once, through ${reached.chain.join(' → ')}` : null
}

/** The first forbidden package each checked group reaches, with the chunks it goes through. */
export function heavyFirstLoads(chunks: readonly BuiltChunk[]): string[] {
  const problems: string[] = []
  for (const group of chunks) {
    if (!CHECKED_GROUPS.includes(group.name) || !isGroupChunk(group.name, [...group.moduleIds])) continue
    const problem = heavyChain(chunks, group, heavyForFirstLoad(group.name))
    if (problem) problems.push(`the "${group.name}" chunk ${problem}`)
  }
  return problems
}

export function lightFirstLoads(): Plugin {
  return {
    name: 'light-first-loads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems = heavyFirstLoads(chunksOf(bundle))
      if (problems.length === 0) return
      const message = `${problems.join('\n')}\n(build/first-screen-chunks.ts places shared modules: see chunkFor)`
      stopBuild(message, (text) => this.error(text))
    },
  }
}
