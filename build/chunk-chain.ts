// The shortest chain of imports from one built chunk to the first chunk that matches, breadth first:
// what the build's checks name when they stop it (light-first-loads.ts, and the design tools' own build, vite.tools.config.ts).

interface Linked {
  fileName: string
}

export function chainTo<Chunk extends Linked>(
  chunks: readonly Chunk[],
  start: Chunk,
  next: (chunk: Chunk) => readonly string[],
  found: (chunk: Chunk) => boolean,
): { chunk: Chunk; chain: string[] } | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const via = new Map<string, string[]>([[start.fileName, [start.fileName]]])
  const queue = [start.fileName]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const chunk = byFile.get(file)
    if (!chunk) continue
    const chain = via.get(file) ?? [file]
    if (found(chunk)) return { chunk, chain }
    for (const target of next(chunk)) {
      if (via.has(target)) continue
      via.set(target, [...chain, target])
      queue.push(target)
    }
  }
  return null
}
