// Reads an uploaded font: its format from the first bytes, proof that it is a font (issue 14 item
// 9: a `wOFF` header followed by junk, or a renamed ZIP or executable, is not), and its family name
// from the `name` table (TrueType, OpenType and WOFF; WOFF2 compresses all tables together, so its
// family comes from the form or the file name).
import { brotliDecompressSync, inflateSync } from 'node:zlib'
import type { FontFormat } from '../../../src/contract/materials'
import { parseFont } from '../../lib/opentype'

export function sniffFont(body: Buffer): FontFormat | null {
  if (body.length < 12) return null
  const tag = body.subarray(0, 4).toString('latin1')
  if (tag === 'wOFF') return 'woff'
  if (tag === 'wOF2') return 'woff2'
  if (tag === 'OTTO') return 'otf'
  if (body.readUInt32BE(0) === 0x00010000 || tag === 'true') return 'ttf'
  return null
}

function decodeName(bytes: Buffer, platformId: number): string {
  if (platformId === 0 || platformId === 3) {
    let out = ''
    for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode(bytes.readUInt16BE(i))
    return out
  }
  return bytes.toString('latin1')
}

/** Family (name id 16 preferred, then 1) from a `name` table. */
function familyFromNameTable(table: Buffer): string | null {
  if (table.length < 6) return null
  const count = table.readUInt16BE(2)
  const stringsAt = table.readUInt16BE(4)
  let best: { rank: number; value: string } | null = null
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12
    if (at + 12 > table.length) break
    const platformId = table.readUInt16BE(at)
    const languageId = table.readUInt16BE(at + 4)
    const nameId = table.readUInt16BE(at + 6)
    const length = table.readUInt16BE(at + 8)
    const offset = table.readUInt16BE(at + 10)
    if (nameId !== 1 && nameId !== 16) continue
    const start = stringsAt + offset
    if (start + length > table.length) continue
    const value = decodeName(table.subarray(start, start + length), platformId)
      .replace(/\0/g, '')
      .trim()
    if (!value) continue
    // Typographic family over legacy family; English (Windows 0x409) over others.
    const rank = (nameId === 16 ? 0 : 2) + (platformId === 3 && languageId === 0x409 ? 0 : 1)
    if (!best || rank < best.rank) best = { rank, value }
  }
  return best?.value.slice(0, 80) ?? null
}

export function fontFamily(body: Buffer, format: FontFormat): string | null {
  try {
    if (format === 'ttf' || format === 'otf') {
      const tables = body.readUInt16BE(4)
      for (let i = 0; i < tables; i++) {
        const at = 12 + i * 16
        if (body.subarray(at, at + 4).toString('latin1') !== 'name') continue
        const offset = body.readUInt32BE(at + 8)
        const length = body.readUInt32BE(at + 12)
        return familyFromNameTable(body.subarray(offset, offset + length))
      }
    }
    if (format === 'woff') {
      const tables = body.readUInt16BE(12)
      for (let i = 0; i < tables; i++) {
        const at = 44 + i * 20
        if (body.subarray(at, at + 4).toString('latin1') !== 'name') continue
        const offset = body.readUInt32BE(at + 4)
        const compLength = body.readUInt32BE(at + 8)
        const origLength = body.readUInt32BE(at + 12)
        const raw = body.subarray(offset, offset + compLength)
        return familyFromNameTable(compLength < origLength ? inflateSync(raw) : raw)
      }
    }
  } catch {
    return null
  }
  return null
}

/** Where the tables of an sfnt (TTF/OTF) end, when every table record lies inside the file. */
function sfntEnd(body: Buffer): number | null {
  const tables = body.readUInt16BE(4)
  if (tables === 0 || 12 + tables * 16 > body.length) return null
  let end = 12 + tables * 16
  for (let i = 0; i < tables; i++) {
    const at = 12 + i * 16
    const tableEnd = body.readUInt32BE(at + 8) + body.readUInt32BE(at + 12)
    if (tableEnd > body.length) return null
    end = Math.max(end, tableEnd)
  }
  // Tables are padded to four bytes; the padding of the last one belongs to the font.
  return Math.min(body.length, Math.ceil(end / 4) * 4)
}

/** WOFF: the header's length is the file's, and every table lies inside it. */
function woffEnd(body: Buffer): number | null {
  if (body.length < 44) return null
  const length = body.readUInt32BE(8)
  const tables = body.readUInt16BE(12)
  if (length > body.length || tables === 0 || 44 + tables * 20 > length) return null
  for (let i = 0; i < tables; i++) {
    const at = 44 + i * 20
    if (body.readUInt32BE(at + 4) + body.readUInt32BE(at + 8) > length) return null
  }
  return length
}

/** Reads one UIntBase128 (WOFF2 §6.1.1) at `state.at`. */
function base128(body: Buffer, state: { at: number }): number | null {
  let value = 0
  for (let i = 0; i < 5; i++) {
    const byte = body[state.at++]
    if (byte === undefined || (i === 0 && byte === 0x80)) return null
    value = value * 128 + (byte & 0x7f)
    if ((byte & 0x80) === 0) return value <= 0xffffffff ? value : null
  }
  return null
}

/** Reads one 255UInt16 (WOFF2 §6.1.1) at `state.at`. */
function uint255(body: Buffer, state: { at: number }): number | null {
  const code = body[state.at++]
  if (code === undefined) return null
  const next = () => body[state.at++] ?? null
  if (code === 253) {
    const high = next()
    const low = next()
    return high === null || low === null ? null : (high << 8) | low
  }
  const extra = code === 255 ? 253 : code === 254 ? 506 : 0
  if (extra === 0) return code
  const byte = next()
  return byte === null ? null : byte + extra
}

/**
 * WOFF2: the header and table directory are read whole, and the Brotli stream decompresses to
 * exactly the size the directory promises (tables are not rebuilt: that is the renderer's job).
 */
function woff2End(body: Buffer): number | null {
  if (body.length < 48) return null
  const flavor = body.subarray(4, 8).toString('latin1')
  const length = body.readUInt32BE(8)
  const tables = body.readUInt16BE(12)
  const compressed = body.readUInt32BE(20)
  if (length > body.length || tables === 0) return null
  const state = { at: 48 }
  let expected = 0
  for (let i = 0; i < tables; i++) {
    const flags = body[state.at++]
    if (flags === undefined) return null
    const known = flags & 0x3f
    let tag = ''
    if (known === 0x3f) {
      tag = body.subarray(state.at, state.at + 4).toString('latin1')
      state.at += 4
    }
    const transform = (flags >> 6) & 3
    const original = base128(body, state)
    if (original === null) return null
    // glyf (10) and loca (11) are transformed by default (version 0); other tables when not 0.
    const glyfOrLoca = known === 10 || known === 11 || tag === 'glyf' || tag === 'loca'
    const transformed = glyfOrLoca ? transform === 0 : transform !== 0
    const stored = transformed ? base128(body, state) : original
    if (stored === null) return null
    expected += stored
  }
  if (flavor === 'ttcf') {
    state.at += 4 // collection version
    const fonts = uint255(body, state)
    if (fonts === null || fonts === 0) return null
    for (let i = 0; i < fonts; i++) {
      const count = uint255(body, state)
      if (count === null) return null
      state.at += 4 // flavor
      for (let j = 0; j < count; j++) if (uint255(body, state) === null) return null
    }
  }
  if (state.at + compressed > length) return null
  try {
    const tablesData = brotliDecompressSync(body.subarray(state.at, state.at + compressed), {
      maxOutputLength: expected + 1,
    })
    return tablesData.length === expected ? length : null
  } catch {
    return null
  }
}

/**
 * The font's own bytes (anything after its end left off), or null when it is not a font: its
 * structure is walked, and TTF/OTF/WOFF must also parse with opentype.js and hold glyphs.
 */
export function verifiedFont(body: Buffer, format: FontFormat): Buffer | null {
  try {
    const end = format === 'woff2' ? woff2End(body) : format === 'woff' ? woffEnd(body) : sfntEnd(body)
    if (end === null) return null
    const font = body.subarray(0, end)
    if (format !== 'woff2' && !(parseFont(font).numGlyphs > 0)) return null
    return font
  } catch {
    return null
  }
}
