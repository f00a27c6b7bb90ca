// Reads an uploaded font: its format from the first bytes and its family name from the `name`
// table (TrueType, OpenType and WOFF; WOFF2 compresses all tables together, so its family comes
// from the form or the file name).
import { inflateSync } from 'node:zlib'
import type { FontFormat } from '../../../src/contract/materials'

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
