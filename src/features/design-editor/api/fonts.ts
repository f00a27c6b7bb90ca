// Fonts on the canvas: the seller's font files (and the built-in sans, Roboto, OFL) loaded as
// real FontFaces, so the editor measures and draws text with the glyphs the print file will have,
// and read for the characters they can draw, so the live print check names what a font lacks.

import robotoUrl from '@fontsource/roboto/files/roboto-latin-400-normal.woff?url'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { API_BASE } from '../../../contract/constants'
import type { MissingGlyphs } from '../../../contract/design-preflight'
import { type FontRow, MATERIAL_PATHS } from '../../../contract/materials'
import { getToken } from '../../../lib/token'
import { fontCharacters, missingCharacters } from '../model/font-characters'

/** The CSS family the canvas uses for a font id (null: the built-in sans). */
export const familyOf = (fontId: string | null) => (fontId ? `dfont-${fontId}` : 'dfont-builtin')

/** Once per font id: a failed download is forgotten, so the next ask tries again. */
function once<T>(cache: Map<string, Promise<T>>, fontId: string | null, make: () => Promise<T>): Promise<T> {
  const key = fontId ?? ''
  const known = cache.get(key)
  if (known) return known
  const made = make()
  cache.set(key, made)
  made.catch(() => cache.delete(key))
  return made
}

const files = new Map<string, Promise<ArrayBuffer>>()
/** The font file's bytes, downloaded once for both the FontFace and its character map. */
const fontFile = (fontId: string | null) =>
  once(files, fontId, async () => {
    if (!fontId) return (await fetch(robotoUrl)).arrayBuffer()
    const token = getToken()
    const response = await fetch(`${API_BASE}${MATERIAL_PATHS.fontFile(fontId)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return response.arrayBuffer()
  })

const characterMaps = new Map<string, Promise<ReadonlySet<number> | null>>()
/** What each font read so far can draw (null: a file whose map this cannot read, e.g. WOFF2). */
const knownCharacters = new Map<string, ReadonlySet<number> | null>()
const charactersOf = (fontId: string | null) =>
  once(characterMaps, fontId, async () => {
    const characters = await fontCharacters(await fontFile(fontId))
    knownCharacters.set(fontId ?? '', characters)
    return characters
  })

/** The font as a FontFace of the document (familyOf), so the canvas draws and measures with it. */
export async function load(fontId: string | null): Promise<string> {
  const family = familyOf(fontId)
  if ([...document.fonts].some((face) => face.family === family && face.status === 'loaded')) return family
  const face = new FontFace(family, await fontFile(fontId))
  await face.load()
  document.fonts.add(face)
  return family
}

/** The characters of `text` the font lacks, or null while (or when) that is not known. */
export const missingGlyphs: MissingGlyphs = (fontId, text) => {
  const characters = knownCharacters.get(fontId ?? '')
  return characters ? missingCharacters(characters, text) : null
}

/** Formats the print file can be drawn with (the server refuses WOFF2). */
const PRINTABLE_FORMATS = new Set(['ttf', 'otf', 'woff'])

/**
 * The font a new text is set in: the built-in sans when it draws every character of `text`, else
 * the first of the seller's fonts that does (a zh-CN seller's "你的文字" gets their Chinese font,
 * not Roboto's empty boxes), else the built-in sans (and the print check names what it lacks).
 */
export async function fontFor(text: string, fonts: readonly FontRow[]): Promise<string | null> {
  const draws = async (fontId: string | null) => {
    const characters = await charactersOf(fontId).catch(() => null)
    return characters !== null && missingCharacters(characters, text).length === 0
  }
  if (await draws(null)) return null
  for (const font of fonts) if (PRINTABLE_FORMATS.has(font.format) && (await draws(font.id))) return font.id
  return null
}

/**
 * Loads every font id asked for; `ready` once all are there. `missing` answers for the fonts
 * read so far; it changes (a new function) when more become known, so the print check runs again.
 */
export function useLoadedFonts(fontIds: (string | null)[]) {
  const unique = [...new Set(fontIds.map((id) => id ?? ''))].sort()
  const query = useQuery({
    queryKey: ['design-editor', 'font-faces', unique],
    queryFn: async () =>
      Promise.all(
        unique.map(async (id) => {
          // The character map is a help, never a reason for the font not to draw.
          await charactersOf(id || null).catch(() => null)
          return load(id || null)
        }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer when more fonts are read
  const missing = useCallback<MissingGlyphs>((fontId, text) => missingGlyphs(fontId, text), [query.dataUpdatedAt])
  return { ready: query.isSuccess, failed: query.isError, missing }
}
