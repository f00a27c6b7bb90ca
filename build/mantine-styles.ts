// Mantine's stylesheet per component (issues 17 and 21). `@mantine/core/styles.css` (≈ 36 KiB gzip)
// is the concatenation of one file per component (`@mantine/core/styles/<Name>.css`) in an order
// that matters: a component that composes another overrides its rules with selectors of the same
// weight, so it must come later. Read from the installed package, so that an upgrade of Mantine
// brings its own order and components without an edit here.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'

const require = createRequire(import.meta.url)
/** The installed @mantine/core's folder. */
const CORE_DIR = dirname(require.resolve('@mantine/core/styles.css'))
const STYLES_DIR = join(CORE_DIR, 'styles')
const ESM_DIR = join(CORE_DIR, 'esm')

/** The stylesheets no component owns: the baseline, the theme's variables and global classes. */
export const BASE_STYLES = ['baseline', 'default-css-variables', 'global']

/**
 * Every per-component stylesheet's name (`Button` for styles/Button.css), in the order of
 * styles.css: the order in which any subset of them must be applied.
 */
export function mantineStyleOrder(): string[] {
  const all = readFileSync(join(CORE_DIR, 'styles.css'), 'utf8')
  const names = readdirSync(STYLES_DIR)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length))
  const at = new Map(names.map((name) => [name, all.indexOf(readStyle(name).trim())]))
  const missing = names.filter((name) => (at.get(name) ?? -1) < 0)
  // The order is read from styles.css; a file not found in it would have no place.
  if (missing.length > 0) throw new Error(`mantine-styles: not in styles.css: ${missing.join(', ')}`)
  return names.sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0))
}

/** One per-component stylesheet's text. */
export function readStyle(name: string): string {
  return readFileSync(join(STYLES_DIR, `${name}.css`), 'utf8')
}

/** A module's imports (`import x from "./x.mjs"`, `import { a, b as c } from …`, `import "…"`). */
const IMPORT = /^\s*import\s*(?:([^"]*?)\s*from\s*)?"([^"]+)"/gm
/** `…/Button/Button.module.mjs`: the class names of styles/Button.css. */
const CLASS_MODULE = /([^/]+)\.module\.mjs$/

/**
 * The stylesheets each export of @mantine/core draws with: the class-name modules
 * (`<Name>.module.mjs`, one per styles/<Name>.css) its module reaches through its imports.
 * `Select` needs Combobox, Input, Popover, ScrollArea…; a hook or a helper needs none. Reaching
 * more than a component draws only costs bytes; reaching less would leave it unstyled, so every
 * import is followed.
 */
export function stylesPerExport(): Map<string, Set<string>> {
  const importsOf = new Map<string, string[]>()
  const imports = (file: string): string[] => {
    let found = importsOf.get(file)
    if (!found) {
      found = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map(([, , spec = '']) => spec)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(dirname(file), spec))
      importsOf.set(file, found)
    }
    return found
  }
  const stylesFrom = (entry: string): Set<string> => {
    const styles = new Set<string>()
    const seen = new Set<string>([entry])
    const todo = [entry]
    for (let file = todo.pop(); file; file = todo.pop()) {
      const own = file.match(CLASS_MODULE)
      if (own?.[1]) styles.add(own[1])
      for (const next of imports(file)) {
        if (seen.has(next)) continue
        seen.add(next)
        todo.push(next)
      }
    }
    return styles
  }
  // index.mjs imports every export under a local name, then exports them all in one list.
  const indexFile = join(ESM_DIR, 'index.mjs')
  const fileOfLocal = new Map<string, string>()
  for (const [, names, spec = ''] of readFileSync(indexFile, 'utf8').matchAll(IMPORT)) {
    // Re-exports of other packages (floating-ui's, react-remove-scroll's) draw nothing of Mantine's.
    if (!spec.startsWith('.')) continue
    for (const part of (names ?? '').replace(/[{}]/g, '').split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (local) fileOfLocal.set(local, resolve(ESM_DIR, spec))
    }
  }
  const exported = readFileSync(indexFile, 'utf8').match(/^export\s*\{([^}]*)\}/m)?.[1] ?? ''
  const perExport = new Map<string, Set<string>>()
  const perFile = new Map<string, Set<string>>()
  for (const part of exported.split(',')) {
    const [local = '', name = local] = part.trim().split(/\s+as\s+/)
    const file = fileOfLocal.get(local)
    if (!name || !file) continue
    let styles = perFile.get(file)
    if (!styles) {
      styles = stylesFrom(file)
      perFile.set(file, styles)
    }
    perExport.set(name, styles)
  }
  if (perExport.size < 100) throw new Error(`mantine-styles: read only ${perExport.size} exports of @mantine/core`)
  return perExport
}
