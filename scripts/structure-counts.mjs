// Counts the structure figures of issue 15 (run: node scripts/structure-counts.mjs): imports that
// cross feature or module boundaries, hand-written parse/caller/idempotency calls in server
// modules, source files over 500 lines and `as unknown as` casts outside tests.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
const isSource = (path) => /\.(ts|tsx|mjs)$/.test(path) && !path.endsWith('routeTree.gen.ts')
const isTest = (path) =>
  /\.(test|spec)\.tsx?$/.test(path) ||
  /\/test-support\.ts$/.test(path) ||
  path.includes('/tests/') ||
  path.includes('/test/')
const files = ['src', 'server', 'sw', 'tests', 'scripts'].flatMap((dir) => walk(join(root, dir))).filter(isSource)
const importsOf = (path) =>
  [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) =>
    relative(root, resolve(dirname(path), m[1])),
  )
const areaOf = (path, base) => (path.startsWith(base) ? path.slice(base.length).split('/')[0] : null)

let crossFeature = 0
let crossModule = 0
const examples = { feature: [], module: [] }
for (const file of files.filter((f) => !isTest(f))) {
  const from = relative(root, file)
  for (const target of importsOf(file)) {
    const toFeature = areaOf(target, 'src/features/')
    if (
      toFeature &&
      from.startsWith('src/') &&
      !from.startsWith('src/routes/') &&
      areaOf(from, 'src/features/') !== toFeature
    ) {
      crossFeature++
      examples.feature.push(`${from} → ${target}`)
    }
    const toModule = areaOf(target, 'server/modules/')
    const fromModule = areaOf(from, 'server/modules/')
    if (toModule && fromModule && fromModule !== toModule && !target.endsWith('/public')) {
      crossModule++
      examples.module.push(`${from} → ${target}`)
    }
  }
}
const HAND = /\b(parseBody|parseQuery|parseParams|parseRuled|parseGeneration|callerOf|withIdempotency)\(/g
const handCalls = files
  .filter((f) => relative(root, f).startsWith('server/modules/') && !isTest(f))
  .reduce((sum, f) => sum + (readFileSync(f, 'utf8').match(HAND)?.length ?? 0), 0)
const long = files
  .filter((f) => readFileSync(f, 'utf8').split('\n').length > 500)
  .map((f) => `${relative(root, f)} (${readFileSync(f, 'utf8').split('\n').length})`)
// This script names the cast in its own texts: it does not count itself.
const casts = files
  .filter((f) => !isTest(f) && relative(root, f) !== 'scripts/structure-counts.mjs')
  .reduce((sum, f) => sum + (readFileSync(f, 'utf8').match(/as unknown as/g)?.length ?? 0), 0)

console.log(`cross-feature imports (src outside routes → another feature): ${crossFeature}`)
console.log(`cross-module imports (server/modules → another module, not via public.ts): ${crossModule}`)
console.log(`hand-written parse/caller/idempotency calls in server/modules: ${handCalls}`)
console.log(`files over 500 lines: ${long.length}${long.length ? `\n  ${long.join('\n  ')}` : ''}`)
console.log(`'as unknown as' outside tests: ${casts}`)
if (process.argv.includes('--list')) console.log([...examples.feature, ...examples.module].join('\n'))
