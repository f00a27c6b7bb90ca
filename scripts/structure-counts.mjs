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
// A list route: a URL search that is a feature's list search, or a shape of its own with a page.
const listRoutes = files.filter(
  (f) =>
    rel(f).startsWith('src/routes/') &&
    /validateSearch/.test(text(f)) &&
    (/Search\(search\)/.test(text(f)) || /\bpageNo\b/.test(text(f))),
)
// A loader that starts its queries, directly or through the feature's prefetchX helper
// (src/app/route-prefetch.test.tsx checks each one prefetches exactly what its screen reads).
const prefetching = listRoutes.filter((f) =>
  /\bloader:[\s\S]*?(prefetchQuery|ensureQueryData|\bprefetch[A-Z]\w*\()/.test(text(f)),
)
console.log(
  `list URLs written by hand (*-search.ts without defineListSearch): ${handSearch.length} of ${searchFiles.length}`,
)
console.log(
  `screens wiring DataList paging by hand (onPageChange={…} beside a DataList or pager): ${handPaging.length}`,
)
console.log(`routes with a URL search whose loader prefetches: ${prefetching.length} of ${listRoutes.length}`)
// Lists whose route declares its own URL shape and merges changes by hand instead of a defineListSearch.
const listUrlsByHand = listRoutes.filter((f) => /\b(parseListSearch|parseSearch)\(\w*[sS]hape/.test(text(f))).map(rel)
console.log(
  `list routes parsing their URL by hand (no defineListSearch): ${listUrlsByHand.length}${listUrlsByHand.length ? ` (${listUrlsByHand.join(', ')})` : ''}`,
)
const notPrefetching = listRoutes.filter((f) => !prefetching.includes(f)).map(rel)
console.log(
  `list routes without a prefetch: ${notPrefetching.length}${notPrefetching.length ? ` (${notPrefetching.join(', ')})` : ''}`,
)
// Item 7: data sources kept in ds instead of beside the module they read.
const sourcesInDs = files.filter((f) => rel(f).startsWith('server/modules/ds/sources/'))
const sourcesBeside = files.filter((f) => /^server\/modules\/[^/]+\/sources\/[^/]+\.ts$/.test(rel(f)) && !isTest(f))
console.log(
  `data sources beside their module: ${sourcesBeside.length}; left in server/modules/ds/sources: ${sourcesInDs.length}`,
)
// Item 10: fixed sleeps in tests, and component tests of the areas that had none.
// A sleep kept on purpose says so in a comment just above it ("Not a wait: …", the reason).
const SLEEP = /waitForTimeout\(|new Promise\(\(?\w*\)? => setTimeout\(\w+, [\d_]+\)\)/g
const sleepsIn = (f) =>
  [...text(f).matchAll(SLEEP)].map((m) => /not a wait/i.test(text(f).slice(Math.max(0, m.index - 300), m.index)))
const sleeps = files
  .filter(isTest)
  .map((f) => [rel(f), sleepsIn(f).filter((kept) => !kept).length])
  .filter(([, n]) => n > 0)
const keptSleeps = files.filter(isTest).flatMap((f) => sleepsIn(f).flatMap((kept) => (kept ? [rel(f)] : [])))
console.log(`fixed sleeps in tests: ${sleeps.reduce((sum, [, n]) => sum + n, 0)} in ${sleeps.length} files`)
console.log(
  `  sleeps kept, each with a comment saying why it is not a wait: ${keptSleeps.length}${keptSleeps.length ? ` (${keptSleeps.join(', ')})` : ''}`,
)
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
// Item 3, the tenant in every write: UPDATE and DELETE statements in server/ (Drizzle's
// `.update(table)`/`.delete(table)` and raw `update …`/`delete from …` in SQL templates) on a table
// with a `did` column whose WHERE never names `did`. A WHERE held in a variable or a helper
// (`.where(live)`, `.where(mine(caller))`) is read from its definition in the same file. Tables
// without `did` (jobs, sessions, child rows such as export items) are not counted: their tenant is
// the parent's, or they have none.
const schemaText = files
  .filter((f) => rel(f).startsWith('server/db/schema/'))
  .map(text)
  .join('\n')
const tenantTables = new Map() // Drizzle name → SQL name, for tables with a did column
for (const m of schemaText.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'([\s\S]*?)(?=\nexport |$)/g))
  if (/\n\s+did: /.test(m[3])) tenantTables.set(m[1], m[2])
const sqlNames = new Set(tenantTables.values())
/** The text inside the parentheses opening at `open`, or null. */
const inside = (source, open) => {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i)
  }
  return null
}
/** A WHERE with the definitions of the helpers it calls, or of the variable it is (`const live = and(…)`). */
const definitionOf = (source, condition) =>
  [...new Set([...condition.matchAll(/(?<![.\w])(\w+)(?=\()|^\s*(\w+)\s*$/g)].map((m) => m[1] ?? m[2]))]
    .map((name) => source.search(new RegExp(`(?:const|function) ${name}\\b`)))
    .filter((at) => at >= 0)
    .reduce((all, at) => `${all}\n${source.slice(at, at + 600)}`, condition)
const NAMES_TENANT = /\.did\b|\bdid\b/
const writesWithoutTenant = []
// A sweep over every tenant by design (expired sessions, leases at start-up) says so just above it.
const acrossTenants = []
const sweeps = (source, index) => /across tenants/i.test(source.slice(Math.max(0, index - 300), index))
for (const f of files.filter(
  (f) => rel(f).startsWith('server/') && !isTest(f) && !rel(f).startsWith('server/db/schema/'),
)) {
  const source = text(f)
  const lineOf = (index) => source.slice(0, index).split('\n').length
  for (const m of source.matchAll(/\.(update|delete)\((\w+)\)/g)) {
    if (!tenantTables.has(m[2])) continue
    // The statement's own chain: up to its end (`;`/blank line), not a later statement's WHERE.
    const rest = source.slice(m.index, m.index + 2000)
    const end = rest.search(/;\s*\n|\n\s*\n/)
    const statement = end < 0 ? rest : rest.slice(0, end)
    const where = statement.indexOf('.where(')
    const condition = where < 0 ? '' : (inside(statement, where + 6) ?? '')
    if (!NAMES_TENANT.test(definitionOf(source, condition)))
      (sweeps(source, m.index) ? acrossTenants : writesWithoutTenant).push(
        `${rel(f)}:${lineOf(m.index)} ${m[1]} ${m[2]}`,
      )
  }
  for (const m of source.matchAll(/\b(update|delete from)\s+(?:\$\{(\w+)\}|(\w+)\s+(?:set|where|as)\b)/gi)) {
    const table = m[2] ? (tenantTables.has(m[2]) ? m[2] : null) : sqlNames.has(m[3]) ? m[3] : null
    if (!table) continue
    // Up to the end of tx.execute(sql`…`): templates nest (`${sent ? sql`'synced'` : …}`).
    const close = source.indexOf('`)', m.index)
    const template = source.slice(m.index, close < 0 ? undefined : close)
    if (!/\bwhere\b/i.test(template) || !NAMES_TENANT.test(template.slice(template.search(/\bwhere\b/i))))
      (sweeps(source, m.index) ? acrossTenants : writesWithoutTenant).push(
        `${rel(f)}:${lineOf(m.index)} ${m[1]} ${table}`,
      )
  }
}
console.log(
  `UPDATE/DELETE in server/ on a table with did, without did in the WHERE: ${writesWithoutTenant.length}${writesWithoutTenant.length ? `\n  ${writesWithoutTenant.join('\n  ')}` : ''}`,
)
console.log(
  `  sweeps over every tenant, marked "across tenants" (not counted above): ${acrossTenants.length}${acrossTenants.length ? ` (${acrossTenants.join(', ')})` : ''}`,
)
if (process.argv.includes('--list')) {
  console.log([...examples.feature, ...examples.module].join('\n'))
  console.log([...handSearch, ...handPaging].map(rel).join('\n'))
  console.log(sleeps.map(([f, n]) => `${f}: ${n}`).join('\n'))
}
