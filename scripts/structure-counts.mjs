// Counts the structure figures of issue 15 (run: node scripts/structure-counts.mjs): imports that
// cross feature or module boundaries, hand-written parse/caller/idempotency calls in server
// modules, source files over 500 lines, `as unknown as` casts outside tests, and the list kit's
// reach (item 5), fixed sleeps in tests and component tests of the areas that had none (item 10).
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
// Routes registered past server/lib/route.ts (app.get/post/route… in server/modules): the HTML
// documents (the storefront's server-drawn page) are the ones expected here.
const ROUTE_BY_HAND = /\bapp\.(get|post|put|patch|delete|route)(<[^>]*>)?\(/g
const routesByHand = files
  .filter((f) => relative(root, f).startsWith('server/modules/') && !isTest(f))
  .flatMap((f) => (readFileSync(f, 'utf8').match(ROUTE_BY_HAND) ? [relative(root, f)] : []))
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
console.log(
  `routes registered by hand in server/modules (not mutation()/query()): ${routesByHand.length}${routesByHand.length ? ` (${routesByHand.join(', ')})` : ''}`,
)
console.log(`files over 500 lines: ${long.length}${long.length ? `\n  ${long.join('\n  ')}` : ''}`)
console.log(`'as unknown as' outside tests: ${casts}`)
// Item 5: list URLs still written by hand (the parse/merge helpers called directly, not through
// defineListSearch), screens wiring DataList's paging by hand, and list routes that prefetch.
const rel = (f) => relative(root, f)
const text = (f) => readFileSync(f, 'utf8')
const searchFiles = files.filter((f) => /^src\/features\/.*-search\.ts$/.test(rel(f)))
const handSearch = searchFiles.filter((f) => /\b(parseListSearch|mergeListSearch)\(/.test(text(f)))
const handPaging = files.filter((f) => rel(f).startsWith('src/') && !isTest(f) && /onPageChange=\{/.test(text(f)))
const listRoutes = files.filter((f) => rel(f).startsWith('src/routes/') && /Search\(search\)/.test(text(f)))
const prefetching = listRoutes.filter((f) => /prefetchQuery|ensureQueryData/.test(text(f)))
console.log(
  `list URLs written by hand (*-search.ts without defineListSearch): ${handSearch.length} of ${searchFiles.length}`,
)
console.log(
  `screens wiring DataList paging by hand (onPageChange={…} beside a DataList or pager): ${handPaging.length}`,
)
console.log(`routes with a URL search whose loader prefetches: ${prefetching.length} of ${listRoutes.length}`)
// Item 7: data sources kept in ds instead of beside the module they read.
const sourcesInDs = files.filter((f) => rel(f).startsWith('server/modules/ds/sources/'))
const sourcesBeside = files.filter((f) => /^server\/modules\/[^/]+\/sources\/[^/]+\.ts$/.test(rel(f)) && !isTest(f))
console.log(
  `data sources beside their module: ${sourcesBeside.length}; left in server/modules/ds/sources: ${sourcesInDs.length}`,
)
// Item 10: fixed sleeps in tests, and component tests of the areas that had none.
const SLEEP = /waitForTimeout\(|new Promise\(\(?\w*\)? => setTimeout\(\w+, [\d_]+\)\)/g
const sleeps = files
  .filter(isTest)
  .map((f) => [rel(f), text(f).match(SLEEP)?.length ?? 0])
  .filter(([, n]) => n > 0)
console.log(`fixed sleeps in tests: ${sleeps.reduce((sum, [, n]) => sum + n, 0)} in ${sleeps.length} files`)
const areas = ['finance', 'purchasing', 'settlement', 'supply', 'platform-sync']
const componentTests = areas.map(
  (a) => `${a} ${files.filter((f) => rel(f).startsWith(`src/features/${a}/`) && f.endsWith('.test.tsx')).length}`,
)
console.log(`component tests (*.test.tsx): ${componentTests.join(', ')}`)
// Item 3: versioned rows written one way (server/db/versioned.ts). What is left by hand: the 412
// built outside it, `version + 1` spelled in a module (bulk SQL, upserts, conditional updates), and
// lock functions that do not go through lockRow/lockRows (each says why: a platform row is
// read-only, an order is shared with a partner, a settings row is made on first use…).
const serverModules = files.filter((f) => rel(f).startsWith('server/modules/') && !isTest(f))
const staleByHand = serverModules.filter((f) => /STALE_VERSION/.test(text(f))).map(rel)
const bumpsByHand = serverModules.reduce(
  (sum, f) =>
    sum +
    (text(f).match(/version(\})?`? \+ 1/g)?.length ?? 0) -
    (text(f).match(/\/\/.*version(\})?`? \+ 1|\*.*version(\})?`? \+ 1/g)?.length ?? 0),
  0,
)
const locksByHand = serverModules.flatMap((f) =>
  [...text(f).matchAll(/(?:function|const) (lock[A-Z]\w*)[\s\S]{0,2000}?(?=\n\n|$)/g)]
    .filter((m) => !/lockRows?\(/.test(m[0]))
    .map((m) => `${m[1]} (${rel(f)})`),
)
console.log(
  `412 STALE_VERSION built outside server/db/versioned.ts: ${staleByHand.length}${staleByHand.length ? ` (${staleByHand.join(', ')})` : ''}`,
)
console.log(`'version + 1' written by hand in server/modules: ${bumpsByHand}`)
console.log(
  `lock functions not through lockRow/lockRows: ${locksByHand.length}${locksByHand.length ? `\n  ${locksByHand.join('\n  ')}` : ''}`,
)
if (process.argv.includes('--list')) {
  console.log([...examples.feature, ...examples.module].join('\n'))
  console.log([...handSearch, ...handPaging].map(rel).join('\n'))
  console.log(sleeps.map(([f, n]) => `${f}: ${n}`).join('\n'))
}
