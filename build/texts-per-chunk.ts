// Every chunk of the console's production build carries the translated texts its own code shows, in
// both languages (issue 21). The whole compiled catalog of the active language (≈ 33 KiB gzip, 2,100
// texts) used to load before the first screen, though sign-in shows a few dozen of them.
//
// Why per chunk, not per module: the texts must end up wherever the code that shows them ends up.
// Session 11 gave each source module a side-effect import of its texts, and TanStack Router's code
// splitting moved a route's component into a chunk of its own with only the imports it uses, so the
// route's texts stayed behind and the screen showed ids ("T4usba" for "My factory products"). Here
// the finished chunk is read instead: after Lingui's macro every text is its id in a string literal
// (`{ id: "T4usba" }`, `jsx(Trans, { id: "T4usba" })`), so whatever chunk the bundler put the code
// in, the chunk's own first statement adds those ids' texts to the registry Lingui reads
// (src/lib/texts.ts, a global so no import is needed). Nothing more to fetch or precache, and a
// language switch needs no download.
//
// The check: once the bundle is final (minified), every catalog id left in a chunk must be one that
// chunk registers, or the build fails, naming the chunk and the ids: a screen cannot show a raw id
// because of where the bundler moved its code (texts-per-chunk.test.ts; tests/texts.spec.ts looks
// at the screens). The storefront has its own catalog (src/store/i18n.ts): its chunks get nothing.
// The dev server and Vitest load the whole catalog as before (src/lib/i18n.ts).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import MagicString from 'magic-string'
import type { OutputChunk, RenderedChunk } from 'rolldown'
import type { Plugin } from 'vite'

export const LOCALES = ['en', 'zh-cn'] as const
type Catalog = Record<string, unknown>
type Catalogs = Record<(typeof LOCALES)[number], Catalog>

/** The global the chunks add to and src/lib/texts.ts reads (kept equal by texts-per-chunk.test.ts). */
export const TEXTS_GLOBAL = '__consoleTexts'

/** A compiled catalog (`lingui compile --typescript`): `export const messages=JSON.parse("…")`. */
export function readCompiledCatalog(file: string): Catalog {
  const source = readFileSync(file, 'utf8')
  const literal = source.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/)?.[1]
  if (!literal) throw new Error(`${file}: not a compiled Lingui catalog (run npm run i18n:compile)`)
  return JSON.parse(JSON.parse(literal) as string) as Catalog
}

// Any short string literal; only the catalog's ids among them count. A minifier may change the quotes.
const LITERAL = /(["'`])([A-Za-z0-9+/=_-]{4,32})\1/g

/** The catalog ids a chunk's code holds as string literals, each once, in order. */
export function textIds(code: string, catalog: Catalog): string[] {
  const ids = new Set<string>()
  for (const match of code.matchAll(LITERAL))
    if (Object.hasOwn(catalog, match[2] as string)) ids.add(match[2] as string)
  return [...ids]
}

/** The statement a chunk starts with: its texts, both languages, added to the global registry. */
export function registration(ids: string[], catalogs: Catalogs): string {
  const texts = LOCALES.map(
    (locale) =>
      `Object.assign(t[${JSON.stringify(locale)}],${JSON.stringify(Object.fromEntries(ids.map((id) => [id, catalogs[locale][id]])))})`,
  )
  return `((t)=>{${texts.join(';')}})(globalThis.${TEXTS_GLOBAL}||(globalThis.${TEXTS_GLOBAL}={en:{},"zh-cn":{}}));\n`
}

/**
 * Chunks that hold some console module: a chunk of the storefront (its code and its own compiled
 * catalog, src/locales/<locale>/store.ts) or of libraries only shows no console text.
 */
function holdsConsoleCode(chunk: RenderedChunk | OutputChunk, root: string): boolean {
  const src = path.join(root, 'src/')
  const notConsole = [path.join(root, 'src/store/'), path.join(root, 'src/locales/')]
  return chunk.moduleIds.some((id) => id.startsWith(src) && !notConsole.some((dir) => id.startsWith(dir)))
}

const chunkKey = (chunk: RenderedChunk | OutputChunk) => chunk.moduleIds.join('\n')

/** `root`: the project's folder. */
export function textsPerChunk(root: string): Plugin {
  let catalogs: Catalogs | null = null
  const registered = new Map<string, Set<string>>()
  return {
    name: 'texts-per-chunk',
    apply: 'build',
    buildStart() {
      catalogs = {
        en: readCompiledCatalog(path.join(root, 'src/locales/en/messages.ts')),
        'zh-cn': readCompiledCatalog(path.join(root, 'src/locales/zh-cn/messages.ts')),
      }
      registered.clear()
    },
    renderChunk(code, chunk) {
      if (!catalogs || !holdsConsoleCode(chunk, root)) return null
      const ids = textIds(code, catalogs.en)
      if (ids.length === 0) return null
      // Keyed by the chunk's modules: its file name still holds a hash placeholder here.
      registered.set(chunkKey(chunk), new Set(ids))
      const out = new MagicString(code)
      out.prepend(registration(ids, catalogs))
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) }
    },
    generateBundle(_options, bundle) {
      if (!catalogs) return
      const lost: string[] = []
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !holdsConsoleCode(file, root)) continue
        const own = registered.get(chunkKey(file))
        const missing = textIds(file.code, catalogs.en).filter((id) => !own?.has(id))
        if (missing.length > 0) lost.push(`${file.fileName}: ${missing.join(', ')}`)
      }
      if (lost.length === 0) return
      // A text whose id is in a chunk that does not bring it would show as its id. Printed as well:
      // vite-plugin-pwa's closeBundle error (no client build) would otherwise be the only message.
      const message = `texts-per-chunk: chunks hold ids of texts they do not bring:\n${lost.join('\n')}`
      console.error(message)
      this.error(message)
    },
  }
}
