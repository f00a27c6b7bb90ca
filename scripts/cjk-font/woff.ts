// WOFF 1.0 (W3C): the sfnt's tables each zlib-compressed. The demo fonts are WOFF because
// opentype.js (the server's text outlines) and every browser read it, and it is about half the
// size of the TTF it wraps; WOFF2 (Brotli with transformed glyphs) opentype.js cannot read.
import { deflateSync, inflateSync } from 'node:zlib'
import type { Sfnt } from './sfnt'

const SIGNATURE = 0x774f4646 // 'wOFF'
const HEADER = 44
const ENTRY = 20
const align4 = (n: number) => (n + 3) & ~3

export const isWoff = (file: Buffer) => file.length >= HEADER && file.readUInt32BE(0) === SIGNATURE

export function decodeWoff(file: Buffer): Sfnt {
  const flavor = file.readUInt32BE(4)
  const count = file.readUInt16BE(12)
  const tables = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    const entry = HEADER + ENTRY * i
    const tag = file.toString('latin1', entry, entry + 4)
    const offset = file.readUInt32BE(entry + 4)
    const compressed = file.readUInt32BE(entry + 8)
    const original = file.readUInt32BE(entry + 12)
    const body = file.subarray(offset, offset + compressed)
    tables.set(tag, compressed < original ? inflateSync(body) : body)
  }
  return { flavor, tables }
}

/** A WOFF of the font file `sfnt` (as writeSfnt made it: its checksums are kept). */
export function encodeWoff(sfnt: Buffer): Buffer {
  const flavor = sfnt.readUInt32BE(0)
  const count = sfnt.readUInt16BE(4)
  const entries = Array.from({ length: count }, (_, i) => {
    const record = 12 + 16 * i
    const offset = sfnt.readUInt32BE(record + 8)
    const data = sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12))
    const packed = deflateSync(data, { level: 9 })
    return {
      tag: sfnt.subarray(record, record + 4),
      checksum: sfnt.readUInt32BE(record + 4),
      original: data.length,
      // A table that does not shrink is stored as it is (the spec's rule).
      body: packed.length < data.length ? packed : data,
    }
  })
  const directoryEnd = HEADER + ENTRY * count
  const size = directoryEnd + entries.reduce((total, entry) => total + align4(entry.body.length), 0)
  const out = Buffer.alloc(size)
  out.writeUInt32BE(SIGNATURE, 0)
  out.writeUInt32BE(flavor, 4)
  out.writeUInt32BE(size, 8)
  out.writeUInt16BE(count, 12)
  out.writeUInt32BE(12 + 16 * count + entries.reduce((total, entry) => total + align4(entry.original), 0), 16)
  out.writeUInt16BE(1, 20) // version 1.0 of the font package (ours)
  let offset = directoryEnd
  entries.forEach((entry, i) => {
    const at = HEADER + ENTRY * i
    entry.tag.copy(out, at)
    out.writeUInt32BE(offset, at + 4)
    out.writeUInt32BE(entry.body.length, at + 8)
    out.writeUInt32BE(entry.original, at + 12)
    out.writeUInt32BE(entry.checksum, at + 16)
    entry.body.copy(out, offset)
    offset += align4(entry.body.length)
  })
  return out
}
