// Fonts for turning text into paths (DESIGN.md §10: sharp only draws SVG <text> with fonts that
// fontconfig knows, so text becomes glyph outlines before compositing). A seller's font comes from
// the file storage; `null` is the built-in sans (Roboto, OFL, from @fontsource). opentype.js reads
// TTF, OTF and WOFF — not WOFF2, which the design save refuses with a clear message.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { and, eq, inArray } from 'drizzle-orm'
import type { Font } from 'opentype.js'
import { ErrorCode } from '../../../src/contract/errors'
import { fonts } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import type { FileStorage } from '../../lib/file-storage'
import { parseFont } from '../../lib/opentype'

const require = createRequire(import.meta.url)
/** The built-in faces, by the id the editor and demo data use for them. */
export const BUILT_IN_FONT_FILES = {
  sans: '@fontsource/roboto/files/roboto-latin-400-normal.woff',
  script: '@fontsource/pacifico/files/pacifico-latin-400-normal.woff',
} as const

export const RENDERABLE_FONT_FORMATS = new Set(['ttf', 'otf', 'woff'])

export { parseFont }

// A font file never changes under its id, so parsed fonts are kept (bounded) for the next render.
const parsed = new Map<string, Font>()
const MAX_CACHED = 32
function remember(key: string, font: Font) {
  if (parsed.size >= MAX_CACHED) parsed.delete(parsed.keys().next().value as string)
  parsed.set(key, font)
  return font
}

export async function builtInFont(name: keyof typeof BUILT_IN_FONT_FILES = 'sans'): Promise<Font> {
  const cached = parsed.get(`built-in:${name}`)
  if (cached) return cached
  const body = await readFile(require.resolve(BUILT_IN_FONT_FILES[name]))
  return remember(`built-in:${name}`, parseFont(body))
}

export interface FontFacts {
  id: string
  family: string
  format: string
  storageKey: string
}

/** The caller's fonts among `ids` (another tenant's are simply absent). */
export async function findFonts(db: Database, did: string, ids: string[]): Promise<FontFacts[]> {
  if (ids.length === 0) return []
  return db
    .select({ id: fonts.id, family: fonts.family, format: fonts.format, storageKey: fonts.storageKey })
    .from(fonts)
    .where(and(eq(fonts.did, did), inArray(fonts.id, ids)))
}

/** Parses a stored font; null when the file is gone or opentype.js cannot read it. */
export async function loadFont(storage: FileStorage, facts: FontFacts): Promise<Font | null> {
  const cached = parsed.get(facts.id)
  if (cached) return cached
  const stored = await storage.get(facts.storageKey)
  if (!stored) return null
  try {
    return remember(facts.id, parseFont(stored.body))
  } catch {
    return null
  }
}

/**
 * The fonts of `ids` ready to draw, keyed by id ('' for the built-in sans when `null` is asked):
 * another tenant's or an unknown font is a 404, a WOFF2 or an unreadable file a 400.
 */
export async function renderableFonts(
  db: Database,
  storage: FileStorage,
  did: string,
  ids: (string | null)[],
): Promise<Map<string, Font>> {
  const loaded = new Map<string, Font>()
  if (ids.includes(null)) loaded.set('', await builtInFont())
  const own = [...new Set(ids.filter((id): id is string => id !== null))]
  const rows = await findFonts(db, did, own)
  for (const id of own) {
    const row = rows.find((one) => one.id === id)
    if (!row) throw notFound('what.font')
    if (!RENDERABLE_FONT_FORMATS.has(row.format))
      throw new AppError(ErrorCode.RULE, 'design.fontNotRenderable', { params: { family: row.family } })
    const font = await loadFont(storage, row)
    if (!font) throw new AppError(ErrorCode.RULE, 'design.fileMissing', { params: { what: row.family } })
    loaded.set(id, font)
  }
  return loaded
}
