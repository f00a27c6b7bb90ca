// How the build groups modules into chunks (issue 21). Left to itself the bundler makes one chunk
// per distinct set of importers, which here meant 140 script files before the order list was usable
// (each Mantine component, each router hook its own file), each a request on a phone's network.
//
// The rule: the screens people open first (FIRST_SCREENS: sign-in, the signed-in layout, the
// workplace, the order list) each get one chunk holding the code only that screen needs, and the
// code two or more of them share goes into one more chunk; the code the console's boot and the
// storefront's page share is one chunk too. Everything else — every other route, lazy libraries,
// screens added later — keeps the bundler's automatic splitting, so a new route needs no edit here.
// Nothing is loaded earlier than before: a module joins a first-screen chunk only when that screen
// imports it statically.
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown'
import { MANTINE_LATER_STYLES_FILES } from './mantine-styles-plugin'
import { stopBuild } from './stop-build'

/** Route files (under src/routes) of the screens a signed-in phone opens first, and their chunk names. */
const FIRST_SCREENS: Record<string, string> = {
  'login.tsx': 'login',
  '_app.tsx': 'layout',
  '_app/dashboard/workplace.tsx': 'workplace',
  '_app/sale/order/index.tsx': 'orders',
}
/**
 * The offline runtime (loaded by every signed-in page right after boot, src/main.tsx) with Dexie and
 * the outbox: one chunk. Left to the rule above it imported the order list's chunk for the outbox
 * queue, so the workplace and the editor loaded the order list's code after their first render.
 */
const FLOATING_ROOT = 'src/components/floating/floating-parts.ts'
const MODULE_GROUPS: Record<string, string> = {
  'src/app/offline/runtime.ts': 'offline',
  'src/app/signed-in.ts': 'session',
  [FLOATING_ROOT]: 'floating',
}
const LOGIN = 'login'
const LAYOUT = 'layout'
const WORKPLACE = 'workplace'
const ORDERS = 'orders'
/**
 * An owner, not a chunk: the lists' table (mantine-datatable), which DataList loads only where a
 * table is drawn (tablets and desktops; phones show cards, issue 21).
 */
const TABLE = 'table'
const TABLE_ROOT = 'src/components/list-page/data-table-view.tsx'
/** What the table shares only with the floating parts (Mantine's popovers, floating-ui). */
const TABLE_SHARED = 'table-shared'
const OFFLINE = 'offline'
/**
 * The signed-in entry (src/app/signed-in.ts): TanStack Query, the persisted cache, the guard and the
 * route table. Every signed-in page loads it before its layout, the sign-in page after its first
 * render (issue 21: login ≤ 150 KiB), so what it shares with the signed-in screens goes with it.
 */
const SESSION = 'session'
/**
 * Mantine's menus, popovers, tooltips, drawers, modals and selects with floating-ui
 * (src/components/floating): the signed-in layout and the order list draw stand-ins and load them
 * once idle. What the order list itself imports of them (mantine-datatable's menus and popovers)
 * is `floating-shared`, which both import.
 */
const FLOATING = 'floating'
const FLOATING_SHARED = 'floating-shared'
const SHARED_FIRST = 'first-shared'
const SHARED_BOOT = 'boot-shared'
/** What the console's boot shares with the storefront's first script (storage helpers, constants). */
const SHARED_BASE = 'boot-base'
/**
 * The console page's first script (src/early-start.ts, listed before the boot chunk by vite.config.ts)
 * and what it imports beyond boot-base: it sends the first screen's requests while the boot chunk
 * downloads, so it must not wait for it (issue 17).
 */
export const EARLY = 'early-start'
const BOOT = 'boot'
/** The chunks every page of the console starts from: the service worker installs with them. */
export const INSTALL_CHUNKS = [EARLY, BOOT, SHARED_BASE, SHARED_BOOT, SHARED_FIRST, LOGIN, SESSION]
/**
 * The chunks of the first screens, which lead what the service worker caches after it controls
 * the page (build/precache-shell.ts).
 */
export const FIRST_SCREEN_CHUNKS = [
  BOOT,
  SHARED_BASE,
  SHARED_BOOT,
  SHARED_FIRST,
  SESSION,
  FLOATING_SHARED,
  FLOATING,
  OFFLINE,
  ...Object.values(FIRST_SCREENS),
]

/**
 * The first screens' pages (paths under /dis) and the chunks each loads before it can draw, in the
 * order the app asks for them; their static imports follow them. The server names these files in
 * the page's HTML (build/first-screen-preloads.ts, server/plugins/first-screen-preloads.ts), so a
 * first visit fetches them beside the boot chunk instead of after it has run.
 */
export const FIRST_SCREEN_PAGES: Record<string, string[]> = {
  '/login': [LOGIN],
  '/dashboard/workplace': [SESSION, LAYOUT, WORKPLACE],
  '/sale/order': [SESSION, LAYOUT, ORDERS],
}

/**
 * Whether a built chunk is the group `name` of a first screen or a module group, not a chunk the
 * bundler named alike (src/contract/orders.ts makes an "orders" chunk too): it holds the group's
 * route component or module.
 */
export function isGroupChunk(name: string, moduleIds: string[]): boolean {
  const routeParts = Object.entries(FIRST_SCREENS)
    .filter(([, group]) => group === name)
    .map(([file]) => `/src/routes/${file}?tsr-split=`)
  const modules = Object.entries(MODULE_GROUPS)
    .filter(([, group]) => group === name)
    .map(([file]) => `/${file}`)
  return moduleIds.some(
    (id) => routeParts.some((part) => id.includes(part)) || modules.some((module) => id.endsWith(module)),
  )
}

/**
 * The chunks a page opens with or loads right after it (the first screens, the
 * offline runtime): the boot chunk keeps the preload list of its lazy imports of these (vite.config.ts).
 */
export const PRELOADED_CHUNKS = [...FIRST_SCREEN_CHUNKS, ...Object.values(MODULE_GROUPS)]

const ENTRIES = { console: '/src/main.tsx', store: '/src/store/main.tsx', early: '/src/early-start.ts' }
/** The storefront's interactive part, which its first script imports when needed. */
const STORE_INTERACTIVE = '/src/store/start.tsx'

const isSplitPart = (id: string) => id.includes('tsr-split=')

// A package's index that only re-exports its modules (@mantine/core, @tabler/icons-react): every
// component is one of its imports, though a screen uses a few. Through such an index only the
// modules of the names a screen imports count as reached, as the bundler's tree shaking sees it.
const STATEMENT = /\b(import|export)\s*(?:type\s+)?([^'";]*?)\s*from\s*["']([^"']+)["']/g
/** Only imports, re-exports, comments and 'use client' (what is left after removing them is blank). */
const reexportsOnly = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/["']use client["'];?/g, '')
    .replace(/\b(?:import|export)\s*[^'";]*?\s*from\s*["'][^"']+["'];?/g, '')
    .replace(/\bexport\s*\{[^}]*\};?/g, '')
    .trim() === ''

interface Barrel {
  /** Exported name → the module it comes from. */
  source: Map<string, string>
}

/** The names a binding list gives, as `imported` → `local` pairs: `{ a, b as c }`, `d`, `* as e`. */
function bindings(list: string): [string, string][] {
  const out: [string, string][] = []
  const braces = list.match(/\{([^}]*)\}/)
  for (const part of (braces?.[1] ?? '').split(',')) {
    const [imported, local] = part
      .replace(/\btype\s+/, '')
      .trim()
      .split(/\s+as\s+/)
    if (imported) out.push([imported, local ?? imported])
  }
  const rest = list
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim()
  const star = rest.match(/\*\s*as\s+([\w$]+)/)
  if (star?.[1]) out.push(['*', star[1]])
  else if (/^[\w$]+$/.test(rest)) out.push(['default', rest])
  return out
}

function readBarrel(ctx: ChunkingContext, id: string, cache: Map<string, Barrel | null>): Barrel | null {
  if (cache.has(id)) return cache.get(id) ?? null
  let barrel: Barrel | null = null
  const info = ctx.getModuleInfo(id)
  if (info?.code && id.includes('/node_modules/') && info.importedIds.length > 20 && reexportsOnly(info.code)) {
    const dir = id.slice(0, id.lastIndexOf('/'))
    const local = new Map<string, string>()
    const source = new Map<string, string>()
    for (const [, kind, list, spec] of info.code.matchAll(STATEMENT)) {
      if (!spec?.startsWith('.')) continue
      const target = new URL(spec, `file://${dir}/`).pathname
      if (!info.importedIds.includes(target)) continue
      for (const [imported, name] of bindings(list ?? '')) {
        if (kind === 'import') local.set(name, imported === '*' ? `*${target}` : target)
        else source.set(name, target)
      }
    }
    // `export { a, b as c }` of names imported above.
    for (const [, list] of info.code.matchAll(/export\s*\{([^}]*)\}\s*;?(?!\s*from)/g)) {
      for (const [name, exported] of bindings(`{${list}}`)) {
        const from = local.get(name)
        if (from) source.set(exported, from.replace(/^\*/, ''))
      }
    }
    barrel = source.size > 0 ? { source } : null
  }
  cache.set(id, barrel)
  return barrel
}

/** The names `code` imports from a package whose index is `barrelId`; null when it takes all (`* as`). */
function namesFrom(code: string, barrelId: string): string[] | null {
  const names: string[] = []
  for (const [, , list, spec] of code.matchAll(STATEMENT)) {
    if (!spec || spec.startsWith('.') || !barrelId.includes(`/node_modules/${spec}/`)) continue
    for (const [imported] of bindings(list ?? '')) {
      if (imported === '*') return null
      names.push(imported)
    }
  }
  return names
}

type ModuleInfo = NonNullable<ReturnType<ChunkingContext['getModuleInfo']>>

/** Every module reached from `roots`, each visited once; `visit` names the modules to go on to. */
function reach(ctx: ChunkingContext, roots: string[], visit: (id: string, info: ModuleInfo) => string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    if (info) stack.push(...visit(id, info))
  }
  return seen
}

/**
 * Every module reachable from the roots through static imports (through indexes, only what is
 * named). `via`, when given, notes for each module the one that first brought it in.
 */
function staticClosure(
  ctx: ChunkingContext,
  roots: string[],
  barrels: Map<string, Barrel | null>,
  via?: Map<string, string>,
): Set<string> {
  return reach(ctx, roots, (id, info) => {
    if (readBarrel(ctx, id, barrels)) return [] // reached through its names below
    const next: string[] = []
    const push = (target: string) => {
      if (via && !via.has(target)) via.set(target, id)
      next.push(target)
    }
    for (const imported of info.importedIds) {
      const barrel = readBarrel(ctx, imported, barrels)
      const names = barrel && info.code ? namesFrom(info.code, imported) : null
      // Not an index, or everything of it is taken: all of it.
      if (barrel && !names) for (const target of barrel.source.values()) push(target)
      push(imported)
      if (!barrel || !names) continue
      for (const name of names) {
        const target = barrel.source.get(name)
        if (target) push(target)
      }
    }
    return next
  })
}

/** Every module the app imports lazily (screens, their parts, dialogs), but `except`. */
function lazyRootsBesides(ctx: ChunkingContext, entry: string, except: string): string[] {
  const lazy = new Set<string>()
  reach(ctx, [entry], (_, info) => {
    for (const next of info.dynamicallyImportedIds) if (next !== except) lazy.add(next)
    return [...info.importedIds, ...info.dynamicallyImportedIds]
  })
  return [...lazy]
}

/**
 * Packages the light chunks (boot, which every page loads first, and sign-in's, the layout's and
 * the workplace's) must not hold. Each came back more than once through one innocent import: a
 * route's search parser or the layout taking a constant from a contract module that builds zod
 * schemas when loaded (sessions 8 and 9, issue 21). The build stops and names the import chain,
 * so the fix (src/contract/search-enums.ts or call-paths.ts, a lazy import) is made when the
 * import is written rather than found later in the bench.
 */
const HEAVY_PACKAGES = ['zod', 'dexie', 'mantine-datatable', 'konva']
const LIGHT_CHUNKS = [BOOT, SHARED_BOOT, LOGIN, SHARED_FIRST, SESSION, LAYOUT, WORKPLACE]
/**
 * The offline runtime's chunk (every signed-in page loads it right after boot) holds Dexie and the
 * outbox by design, but no schemas: the typed outbox's zod schemas came into it once (43 → 72 KiB
 * gzip, session 10); payloads are checked with schemas loaded on the first change
 * (src/db/outbox/payload-schemas.ts). The service worker has its own check (build/worker-light.ts).
 */
const OFFLINE_HEAVY = HEAVY_PACKAGES.filter((name) => name !== 'dexie')
/**
 * The order list's chunks hold no table (mantine-datatable loads where a table is drawn, not on a
 * phone: src/components/list-page/data-table-view.tsx) and no schemas: its action
 * forms, which check input with the contract's zod schemas, load when first wanted, and its plain
 * values come from zod-free modules (contract/order-states.ts, saved-view-shapes.ts; session 11).
 * Nor Dexie: it reads the device through lib/use-live-query.ts, which loads Dexie with the first
 * query, and the runtime binds the database after the first screen on a device new to the account.
 */
const ORDERS_HEAVY = ['zod', 'konva', 'dexie', 'mantine-datatable']
const heavyFor = (chunk: string) =>
  LIGHT_CHUNKS.includes(chunk)
    ? HEAVY_PACKAGES
    : chunk === OFFLINE
      ? OFFLINE_HEAVY
      : chunk === ORDERS
        ? ORDERS_HEAVY
        : []

/**
 * What a group's chunk may not reach through its static imports, chunk by chunk (checked on the
 * built chunks, build/light-first-loads.ts): the same packages as above. The module check above
 * cannot see a group importing another chunk that holds them: once the editor took the goods paths
 * from the offline runtime's chunk, and its model chooser loaded Dexie and the outbox with them
 * (+ 40 KiB gzip, session 22; the design tools have their own build and check since session 24,
 * vite.tools.config.ts).
 */
export function heavyForFirstLoad(chunk: string): string[] {
  return heavyFor(chunk)
}

/** The groups whose first load is checked that way: the first screens and the signed-in entry. */
export const CHECKED_GROUPS = [...Object.values(FIRST_SCREENS), SESSION]

function checkLight(
  plan: Map<string, string>,
  via: Map<string, string>,
  barrels: Map<string, Barrel | null>,
  root: string,
) {
  for (const [id, chunk] of plan) {
    // A package's index reached for a few names is not the package: only the modules named count.
    if (barrels.get(id)) continue
    const pkg = heavyFor(chunk).find((name) => id.includes(`/node_modules/${name}/`))
    if (!pkg) continue
    const chain = [id]
    for (let at = via.get(id); at; at = via.get(at)) chain.unshift(at)
    const short = chain.filter((m) => !m.includes('/node_modules/')).map((m) => m.replace(root, ''))
    const message =
      `${pkg} would be in the "${chunk}" chunk (a first screen's), imported through:\n  ${short.join('\n  → ')}\n` +
      'Import constants from a module that builds no schemas (src/contract/search-enums.ts, call-paths.ts), or import lazily.'
    stopBuild(message)
  }
}

/**
 * Sign-in comes before everything else, so what it shares with any other first screen is its own
 * chunk; the signed-in screens always open inside the layout, so what they share goes with it, and
 * what the workplace shares with the later groups stays in its small chunk (nothing heavy joins a
 * first screen's chunk that way). What the order list shares with the offline runtime goes with
 * the signed-in entry, so none of them loads another's own code.
 */
function chunkFor(owners: Set<string>): string | null {
  // The table loads after the list that draws it: what it shares with a first screen goes where
  // that screen's share goes; what it shares only with the floating parts is a chunk of its own,
  // so the table loads none of their own code and a phone's list none of the table's; alone, it
  // is the bundler's own lazy chunk.
  if (owners.has(TABLE)) {
    const others = new Set([...owners].filter((name) => name !== TABLE))
    if (others.size === 0) return null
    return [...others].every((name) => name === FLOATING) ? TABLE_SHARED : chunkFor(others)
  }
  if (owners.has(LOGIN)) return owners.size > 1 ? SHARED_FIRST : LOGIN
  // Every signed-in page has loaded the signed-in entry before its layout's chunk.
  if (owners.has(SESSION)) return SESSION
  // The floating parts load after a signed-in page's first render: what they share with the layout
  // (or the workplace) goes with the layout, loaded first anyway; what they share with the order
  // list is a chunk of its own, so neither loads the other's; the rest is theirs.
  if (owners.has(FLOATING)) {
    const others = [...owners].filter((name) => name !== FLOATING)
    if (others.includes(LAYOUT) || others.includes(WORKPLACE)) return LAYOUT
    return others.includes(ORDERS) ? FLOATING_SHARED : FLOATING
  }
  const first = [...owners].filter((name) => name !== OFFLINE)
  if (first.length > 1 || first.includes(LAYOUT)) return LAYOUT
  if (first.includes(WORKPLACE)) return WORKPLACE
  // What the order list shares with the offline runtime (row shapes, the outbox's signals; no Dexie:
  // a device new to the account shows the server's rows before the runtime loads) goes with the
  // signed-in entry, which it loads first. It was a chunk of 2-5 KiB gzip of its own: on a phone's
  // link (HTTP/1.1, Lighthouse's simulated one too) each small file held a connection and a share
  // of the bandwidth for a round trip beside the large ones (session 20).
  if (owners.has(OFFLINE)) return owners.has(ORDERS) ? SESSION : OFFLINE
  return [...owners][0] as string
}

interface Plan {
  chunkOf: Map<string, string>
}

function makePlan(ctx: ChunkingContext, root: string): Plan {
  const entryId = (suffix: string) => `${root.replace(/\/$/, '')}${suffix}`
  const barrels = new Map<string, Barrel | null>()
  const via = new Map<string, string>()
  const boot = staticClosure(ctx, [entryId(ENTRIES.console)], barrels, via)
  // The storefront's page loads a first script without React and its interactive part when needed
  // (src/store/main.tsx): what boot shares with the first script is a small chunk of its own, so the
  // page does not load React with it; what boot shares with the interactive part is boot-shared.
  const storeFirst = staticClosure(ctx, [entryId(ENTRIES.store)], barrels)
  const store = staticClosure(ctx, [entryId(ENTRIES.store), entryId(STORE_INTERACTIVE)], barrels)
  const chunkOf = new Map<string, string>()
  // All of boot in a few chunks: left alone, the modules boot shares with lazy chunks the
  // storefront also loads became ~35 small files, every one preloaded by index.html.
  const early = staticClosure(ctx, [entryId(ENTRIES.early)], barrels)
  for (const id of boot) {
    chunkOf.set(id, storeFirst.has(id) ? SHARED_BASE : early.has(id) ? EARLY : store.has(id) ? SHARED_BOOT : BOOT)
  }

  // Per first screen: what its route's split parts (component, loader) import statically, beyond boot.
  const owners = new Map<string, Set<string>>()
  const roots: [string, string[]][] = Object.entries(FIRST_SCREENS).map(([file, name]) => [
    name,
    ctx.getModuleInfo(entryId(`/src/routes/${file}`))?.dynamicallyImportedIds.filter(isSplitPart) ?? [],
  ])
  for (const [file, name] of Object.entries(MODULE_GROUPS)) roots.push([name, [entryId(`/${file}`)]])
  roots.push([TABLE, [entryId(`/${TABLE_ROOT}`)]])
  for (const [name, parts] of roots) {
    const closure = staticClosure(ctx, parts, barrels, via)
    for (const id of closure) {
      if (boot.has(id)) continue
      const set = owners.get(id) ?? new Set<string>()
      set.add(name)
      owners.set(id, set)
    }
  }
  for (const [id, names] of owners) {
    const chunk = chunkFor(names)
    if (chunk) chunkOf.set(id, chunk)
  }
  // The floating chunk is a prefetch the layout may lose on a bad link, and a browser remembers a
  // module that failed: what a later screen imports statically (Mantine's Drawer, for the form
  // drawers) is left to the bundler's shared chunks, so that screen never depends on it.
  const floatingRoot = entryId(`/${FLOATING_ROOT}`)
  const laterScreens = staticClosure(ctx, lazyRootsBesides(ctx, entryId(ENTRIES.console), floatingRoot), barrels)
  for (const [id, chunk] of chunkOf) {
    if (chunk === FLOATING && id !== floatingRoot && laterScreens.has(id)) chunkOf.delete(id)
  }
  // Last, so that no screen's rule takes them: the early slots are also imported by the code that
  // takes their answers (the session's guard, the editor's chooser), which loads later.
  for (const id of early) if (!storeFirst.has(id)) chunkOf.set(id, EARLY)
  checkLight(chunkOf, via, barrels, root)
  return { chunkOf }
}

/** `root`: the project's folder (module ids are absolute paths under it). */
export function firstScreenChunks(root: string): CodeSplittingOptions {
  let plan: Plan | null = null
  return {
    // Off: with it a captured module drags the modules it imports into its chunk, boot's included,
    // and the entry then imports every first-screen chunk. The plan above is closed under static
    // imports already (a first screen's imports are in its chunks or in boot).
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'first screens',
        name: (id, ctx) => {
          // Mantine's stylesheets beyond the first screens' (build/mantine-styles-plugin.ts): each
          // part a stylesheet of its own, loaded by whichever chunk draws it first. In a chunk the
          // floating parts and the design tools share, the editor's first screen waited for them.
          for (const [file, chunk] of Object.entries(MANTINE_LATER_STYLES_FILES)) if (id.endsWith(file)) return chunk
          plan ??= makePlan(ctx, root)
          return plan.chunkOf.get(id) ?? null
        },
      },
    ],
  }
}
