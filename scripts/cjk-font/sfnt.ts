// Reading and writing the sfnt container (TrueType/OpenType): the table directory and its
// checksums. Input may be a TrueType collection (one face of a .ttc, which opentype.js cannot
// read), a WOFF 1.0 file or a plain TTF/OTF.
import { decodeWoff, isWoff } from './woff'

export interface Sfnt {
  /** 0x00010000 for TrueType outlines, 'OTTO' for CFF. */
  flavor: number
  tables: Map<string, Buffer>
}

const TTC = 0x74746366 // 'ttcf'

/** The tables of face `face` of a collection, or of the single font in `file`. */
export function readSfnt(file: Buffer, face = 0): Sfnt {
  if (isWoff(file)) return decodeWoff(file)
  let at = 0
  if (file.readUInt32BE(0) === TTC) {
    const faces = file.readUInt32BE(8)
    if (face >= faces) throw new Error(`the collection has ${faces} faces, not ${face + 1}`)
    at = file.readUInt32BE(12 + 4 * face)
  }
  const flavor = file.readUInt32BE(at)
  const count = file.readUInt16BE(at + 4)
  const tables = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    const record = at + 12 + 16 * i
    const tag = file.toString('latin1', record, record + 4)
    // Offsets in a collection count from the start of the file, as in a single font.
    const offset = file.readUInt32BE(record + 8)
    const length = file.readUInt32BE(record + 12)
    tables.set(tag, file.subarray(offset, offset + length))
  }
  return { flavor, tables }
}

const align4 = (n: number) => (n + 3) & ~3

/** The sfnt checksum: the sum of the big-endian 32-bit words, the last one zero-padded. */
export function tableChecksum(data: Buffer): number {
  let sum = 0
  const whole = data.length & ~3
  for (let i = 0; i < whole; i += 4) sum = (sum + data.readUInt32BE(i)) >>> 0
  if (whole < data.length) {
    const last = Buffer.alloc(4)
    data.copy(last, 0, whole)
    sum = (sum + last.readUInt32BE(0)) >>> 0
  }
  return sum
}

/** A font file of `tables` (sorted by tag, 4-byte aligned, head's checkSumAdjustment set). */
export function writeSfnt({ flavor, tables }: Sfnt): Buffer {
  const tags = [...tables.keys()].sort()
  const count = tags.length
  const power = 2 ** Math.floor(Math.log2(count))
  const headerSize = 12 + 16 * count
  const size = headerSize + tags.reduce((total, tag) => total + align4(tables.get(tag)!.length), 0)
  const out = Buffer.alloc(size)
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(count, 4)
  out.writeUInt16BE(power * 16, 6)
  out.writeUInt16BE(Math.log2(power), 8)
  out.writeUInt16BE(count * 16 - power * 16, 10)
  let offset = headerSize
  let headAt = -1
  tags.forEach((tag, i) => {
    let data = tables.get(tag)!
    if (tag === 'head') {
      data = Buffer.from(data)
      data.writeUInt32BE(0, 8) // checkSumAdjustment, set below over the whole file
      headAt = offset
    }
    const record = 12 + 16 * i
    out.write(tag, record, 'latin1')
    out.writeUInt32BE(tableChecksum(data), record + 4)
    out.writeUInt32BE(offset, record + 8)
    out.writeUInt32BE(data.length, record + 12)
    data.copy(out, offset)
    offset += align4(data.length)
  })
  if (headAt >= 0) out.writeUInt32BE((0xb1b0afba - tableChecksum(out)) >>> 0, headAt + 8)
  return out
}
