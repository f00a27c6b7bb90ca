// Every module of the console carries its own translated texts in the production build (issue 21).
// The whole compiled catalog of the active language (≈ 33 KiB gzip, 2,140 texts) used to load before
// the first screen, though sign-in shows a few dozen of them: a third of the sign-in page's script.
//
// After Lingui's macro has turned each text into `/*i18n*/ { id: "…" }` (build/lingui-macro.ts), this
// plugin gives each module that has texts one more import, a small generated module that adds that
// module's texts, in both languages, to the registry (src/lib/texts.ts) which the active language
// reads (src/lib/i18n.ts). So a screen's chunk holds its texts, the first screens load only theirs,
// a language switch needs no download (both languages are there) and nothing extra is fetched or
// precached: what a screen needs offline is its chunks, as before.
//
// The storefront has its own small catalog (src/locales/*/store.po, src/store/i18n.ts): untouched.
// The dev server and Vitest keep loading the whole catalog (the plugin applies to the build only).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const LOCALES = ['en', 'zh-cn'] as const
type CompiledMessages = Record<string, unknown>

/** What the macro leaves in a module for each text (the id; the source text is stripped in production). */
const TEXT_ID = /\/\*i18n\*\/\s*\{\s*id:\s*"([^"]+)"/g
const PREFIX = '\0module-texts:'
const REGISTRY = 'src/lib/texts.ts'

/** A compiled catalog (`lingui compile --typescript`): `export const messages=JSON.parse("…")`. */
export function readCompiledCatalog(file: string): CompiledMessages {
  const source = readFileSync(file, 'utf8')
  const literal = source.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/)?.[1]
  if (!literal) throw new Error(`${file}: not a compiled Lingui catalog (run npm run i18n:compile)`)
  return JSON.parse(JSON.parse(literal) as string) as CompiledMessages
}

/** The ids of the texts the macro compiled into a module's code, in order, once each. */
export function textIds(code: string): string[] {
  return [...new Set([...code.matchAll(TEXT_ID)].map((match) => match[1] as string))]
}

/** `root`: the project's folder. */
export function textsPerModule(root: string): Plugin {
  let catalogs: Record<(typeof LOCALES)[number], CompiledMessages> | null = null
  const idsOf = new Map<string, string[]>()
  const registry = path.join(root, REGISTRY)
  const skip = (file: string) =>
    !file.startsWith(path.join(root, 'src/')) || file.startsWith(path.join(root, 'src/store/'))
  return {
    name: 'texts-per-module',
    apply: 'build',
    // Right after the macro (also a 'pre' plugin, listed before this one), while the ids are in plain sight.
    enforce: 'pre',
    buildStart() {
      catalogs = {
        en: readCompiledCatalog(path.join(root, 'src/locales/en/messages.ts')),
        'zh-cn': readCompiledCatalog(path.join(root, 'src/locales/zh-cn/messages.ts')),
      }
    },
    transform: {
      filter: { id: { include: [/\.[jt]sx?(\?.*)?$/], exclude: [/node_modules/] }, code: '/*i18n*/' },
      handler(code, id) {
        const file = id.replace(/\?.*$/, '')
        if (skip(file) || !catalogs) return null
        const ids = textIds(code)
        if (ids.length === 0) return null
        const missing = ids.filter((text) => !(text in catalogs!.en))
        // A text the catalog lacks would show as its id: the catalog is older than the code.
        if (missing.length > 0)
          this.error(`${file}: texts ${missing.join(', ')} are not in the compiled catalog; run npm run i18n:extract`)
        idsOf.set(id, ids)
        // A side-effect import, evaluated before this module's own code: its texts are there before it renders.
        return { code: `${code}\nimport ${JSON.stringify(PREFIX + id)};\n`, map: null }
      },
    },
    resolveId: {
      filter: { id: /^\0module-texts:/ },
      handler: (id) => id,
    },
    load: {
      filter: { id: /^\0module-texts:/ },
      handler(id) {
        const ids = idsOf.get(id.slice(PREFIX.length))
        if (!ids || !catalogs) return null
        const texts = Object.fromEntries(
          LOCALES.map((locale) => [locale, Object.fromEntries(ids.map((text) => [text, catalogs![locale][text]]))]),
        )
        return {
          code: `import { addTexts } from ${JSON.stringify(registry)};\naddTexts(${JSON.stringify(texts)});\n`,
          moduleSideEffects: true,
        }
      },
    },
  }
}
