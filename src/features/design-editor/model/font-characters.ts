// Which characters a font file can draw, read from its character map (the `cmap` table), so the
// editor's live print check can name the characters a text's font lacks before the server refuses
// the save (it asks opentype.js the same question: a character whose glyph is 0, `.notdef`, prints
// as an empty box). Reads TTF, OTF, the first face of a TTC and WOFF (its tables are zlib, which
// the browser's DecompressionStream inflates); WOFF2 (Brotli) is not read — the save refuses it
// anyway — and gives null: unknown, no warning.

import { charactersNotDrawn } from '../../../contract/design-preflight'

const tag = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3))

async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<DataView> {
  const stream = new Response(bytes).body!.pipeThrough(new DecompressionStream('deflate'))
  return new DataView(await new Response(stream).arrayBuffer())
}

/** The cmap table's bytes, or null when the file has none or is a format this does not read. */
async function cmapTable(buffer: ArrayBuffer): Promise<DataView | null> {
  const view = new DataView(buffer)
  if (view.byteLength < 12) return null
  let signature = tag(view, 0)
  let base = 0
  if (signature === 'ttcf') {
    base = view.getUint32(12)
    signature = tag(view, base)
  }
  if (signature === 'wOFF') {
    const count = view.getUint16(12)
    for (let i = 0; i < count; i++) {
      const entry = 44 + i * 20
      if (tag(view, entry) !== 'cmap') continue
      const offset = view.getUint32(entry + 4)
      const stored = view.getUint32(entry + 8)
      const length = view.getUint32(entry + 12)
      const bytes = new Uint8Array(buffer, offset, stored)
      return stored < length ? inflate(bytes) : new DataView(buffer, offset, length)
    }
    return null
  }
  if (signature !== '\u0000\u0001\u0000\u0000' && signature !== 'true' && signature !== 'OTTO') return null
  const count = view.getUint16(base + 4)
  for (let i = 0; i < count; i++) {
    const entry = base + 12 + i * 16
    if (tag(view, entry) === 'cmap') return new DataView(buffer, view.getUint32(entry + 8), view.getUint32(entry + 12))
  }
  return null
}

/** Code points with a real glyph in a format 12 subtable (full Unicode, in groups). */
function format12(cmap: DataView, at: number, into: Set<number>) {
  const groups = cmap.getUint32(at + 12)
  for (let i = 0; i < groups; i++) {
    const group = at + 16 + i * 12
    const start = cmap.getUint32(group)
    const end = Math.min(cmap.getUint32(group + 4), 0x10ffff)
    const glyph = cmap.getUint32(group + 8)
    for (let code = start; code <= end; code++) if (glyph + (code - start) !== 0) into.add(code)
  }
}

/** Code points with a real glyph in a format 4 subtable (the Basic Multilingual Plane, in segments). */
function format4(cmap: DataView, at: number, into: Set<number>) {
  const segments = cmap.getUint16(at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  for (let s = 0; s < segments; s++) {
    const start = cmap.getUint16(starts + s * 2)
    const end = cmap.getUint16(ends + s * 2)
    const delta = cmap.getInt16(deltas + s * 2)
    const rangeOffset = cmap.getUint16(rangeOffsets + s * 2)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff
      else {
        const where = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2
        if (where + 2 > cmap.byteLength) continue
        glyph = cmap.getUint16(where)
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff
      }
      if (glyph !== 0) into.add(code)
    }
  }
}

/**
 * The code points the font draws (not `.notdef`), from its Unicode subtable as opentype.js picks
 * it: the full-Unicode one (format 12) when there is one, else the BMP one (format 4).
 */
export async function fontCharacters(buffer: ArrayBuffer): Promise<ReadonlySet<number> | null> {
  const cmap = await cmapTable(buffer).catch(() => null)
  if (!cmap) return null
  try {
    const count = cmap.getUint16(2)
    let best: { at: number; format: number } | null = null
    for (let i = 0; i < count; i++) {
      const platform = cmap.getUint16(4 + i * 8)
      const encoding = cmap.getUint16(6 + i * 8)
      const at = cmap.getUint32(8 + i * 8)
      const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))
      if (!unicode) continue
      const format = cmap.getUint16(at)
      if (format === 12 && best?.format !== 12) best = { at, format }
      else if (format === 4 && !best) best = { at, format }
    }
    if (!best) return null
    const characters = new Set<number>()
    if (best.format === 12) format12(cmap, best.at, characters)
    else format4(cmap, best.at, characters)
    return characters
  } catch {
    // A truncated or malformed table: unknown, as for a format this does not read.
    return null
  }
}

/** The characters of `text` the font cannot draw (charactersNotDrawn), from the font's character map. */
export const missingCharacters = (characters: ReadonlySet<number>, text: string): string[] =>
  charactersNotDrawn(text, (character) => characters.has(character.codePointAt(0) ?? 0))
