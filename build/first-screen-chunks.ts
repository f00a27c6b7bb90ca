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

/** Route files (under src/routes) of the screens a signed-in phone opens first, and their chunk names. */
const FIRST_SCREENS: Record<string, string> = {
  'login.tsx': 'login',
  '_app.tsx': 'layout',
  '_app/dashboard/workplace.tsx': 'workplace',
  '_app/sale/order/index.tsx': 'orders',
}
const LOGIN = 'login'
const LAYOUT = 'layout'
const SHARED_FIRST = 'first-shared'
const SHARED_BOOT = 'boot-shared'
const BOOT = 'boot'
/** The names of the chunks this plan makes (the service worker's shell, build/precache-shell.ts). */
export const FIRST_SCREEN_CHUNKS = [BOOT, SHARED_BOOT, SHARED_FIRST, ...Object.values(FIRST_SCREENS)]

const ENTRIES = { console: '/src/main.tsx', store: '/src/store/main.tsx' }

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

/** Every module reachable from the roots through static imports (through indexes, only what is named). */
function staticClosure(ctx: ChunkingContext, roots: string[], barrels: Map<string, Barrel | null>): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    const info = ctx.getModuleInfo(id)
    if (!info) continue
    if (readBarrel(ctx, id, barrels)) continue // reached through its names below
    for (const next of info.importedIds) {
      const barrel = readBarrel(ctx, next, barrels)
      const names = barrel && info.code ? namesFrom(info.code, next) : null
      if (!barrel || !names) {
        // Not an index, or everything of it is taken: all of it.
        if (barrel) for (const target of barrel.source.values()) stack.push(target)
        stack.push(next)
        continue
      }
      seen.add(next)
      for (const name of names) {
        const target = barrel.source.get(name)
        if (target) stack.push(target)
      }
    }
  }
  return seen
}

/**
 * Sign-in comes before everything else, so what it shares with any other first screen is its own
 * chunk; the signed-in screens always open inside the layout, so what they share goes with it.
 */
function chunkFor(screens: Set<string>): string {
  if (screens.has(LOGIN)) return screens.size > 1 ? SHARED_FIRST : LOGIN
  return screens.size > 1 ? LAYOUT : ([...screens][0] as string)
}

interface Plan {
  chunkOf: Map<string, string>
}

function makePlan(ctx: ChunkingContext, root: string): Plan {
  const entryId = (suffix: string) => `${root.replace(/\/$/, '')}${suffix}`
  const barrels = new Map<string, Barrel | null>()
  const boot = staticClosure(ctx, [entryId(ENTRIES.console)], barrels)
  const store = staticClosure(ctx, [entryId(ENTRIES.store)], barrels)
  const chunkOf = new Map<string, string>()
  // All of boot in one or two chunks: left alone, the modules boot shares with lazy chunks the
  // storefront also loads became ~35 small files, every one preloaded by index.html.
  for (const id of boot) chunkOf.set(id, store.has(id) ? SHARED_BOOT : BOOT)

  // Per first screen: what its route's split parts (component, loader) import statically, beyond boot.
  const owners = new Map<string, Set<string>>()
  for (const [file, name] of Object.entries(FIRST_SCREENS)) {
    const route = ctx.getModuleInfo(entryId(`/src/routes/${file}`))
    if (!route) continue
    const parts = route.dynamicallyImportedIds.filter(isSplitPart)
    for (const id of staticClosure(ctx, parts, barrels)) {
      if (boot.has(id)) continue
      const set = owners.get(id) ?? new Set<string>()
      set.add(name)
      owners.set(id, set)
    }
  }
  for (const [id, names] of owners) chunkOf.set(id, chunkFor(names))
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
          plan ??= makePlan(ctx, root)
          return plan.chunkOf.get(id) ?? null
        },
      },
    ],
  }
}
