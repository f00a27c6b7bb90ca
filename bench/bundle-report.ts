// `npx tsx bench/bundle-report.ts [chunk…]`: what is inside built chunks, by package or source
// folder, from their source maps (a small stand-in for a bundle visualiser). Without arguments it
// reads the entry chunk and every chunk it imports statically — what the first screen always loads.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SourceMapConsumer } from 'source-map-js'

const ASSETS = process.env.ASSETS || 'dist/assets'

/** The entry chunk named by dist/index.html and its static imports, transitively. */
function firstScreenChunks(): string[] {
  const html = readFileSync('dist/index.html', 'utf8')
  const entry = html.match(/src="\/dis\/assets\/([^"]+\.js)"/)?.[1]
  if (!entry) throw new Error('no entry script in dist/index.html')
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(path.join(ASSETS, file), 'utf8')
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      visit(match[1]!)
  }
  visit(entry)
  return [...seen]
}

/** Which package or source folder a source path belongs to. */
function ownerOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
  const src = source.indexOf('src/')
  return src >= 0 ? source.slice(src).split('/').slice(0, 3).join('/') : source
}

const files = process.argv.slice(2).length ? process.argv.slice(2) : firstScreenChunks()
const bytes = new Map<string, number>()
let total = 0
for (const file of files) {
  const full = path.join(ASSETS, path.basename(file))
  const code = readFileSync(full, 'utf8')
  total += code.length
  if (!existsSync(`${full}.map`)) continue
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${full}.map`, 'utf8')))
  const lines = code.split('\n')
  // Each generated segment's bytes go to the source it maps to (until the next mapping).
  const segments: { line: number; column: number; source: string }[] = []
  map.eachMapping((m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '?' }))
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!
    const next = segments[i + 1]
    const end = next && next.line === s.line ? next.column : (lines[s.line - 1]?.length ?? s.column)
    const owner = ownerOf(s.source)
    bytes.set(owner, (bytes.get(owner) ?? 0) + Math.max(0, end - s.column))
  }
}
console.log(`${files.length} chunk(s), ${(total / 1024).toFixed(0)} KiB minified: ${files.join(' ')}`)
for (const [owner, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(n / 1024).toFixed(1).padStart(8)} KiB  ${owner}`)
