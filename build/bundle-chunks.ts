// The script chunks of a build's output, without its stylesheets and other assets: what the build's
// checks and the preload and precache lists read.
import type { OutputBundle, OutputChunk } from 'rolldown'

export function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
}
