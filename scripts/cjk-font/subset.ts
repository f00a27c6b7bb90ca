// A TrueType font cut down to the characters asked for: the glyphs they map to (and the parts of
// composite glyphs), renumbered, with new loca, hmtx, cmap (format 4) and post (format 3, no
// names). Hinting (cvt, fpgm, prep, gasp) is kept as it is; tables that refer to glyph ids we
// renumber and do not rewrite (GSUB, GPOS, GDEF, kern, vmtx) are left out: the server lays text
// out by advance widths alone and the editor's canvas draws what the browser shapes.
import type { Sfnt } from './sfnt'

const KEPT_AS_IS = ['OS/2', 'name', 'cvt ', 'fpgm', 'prep', 'gasp']
const REQUIRED = ['head', 'hhea', 'maxp', 'hmtx', 'loca', 'glyf', 'cmap', 'post']

// Composite glyph flags (OpenType 'glyf').
const ARGS_ARE_WORDS = 0x0001
const HAS_SCALE = 0x0008
const MORE_COMPONENTS = 0x0020
const HAS_XY_SCALE = 0x0040
const HAS_2X2 = 0x0080

export interface SubsetResult {
  font: Sfnt
  /** Asked-for characters the font has no glyph for (left out). */
  missing: number[]
  glyphCount: number
}

/** Code point → glyph id, from the best Unicode subtable (format 12 for all planes, else 4). */
export function cmapLookup(cmap: Buffer): (codePoint: number) => number {
  const count = cmap.readUInt16BE(2)
  const subtables = Array.from({ length: count }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + 8 * i),
    encoding: cmap.readUInt16BE(6 + 8 * i),
    offset: cmap.readUInt32BE(8 + 8 * i),
  })).map((record) => ({ ...record, format: cmap.readUInt16BE(record.offset) }))
  const unicode = (s: { platform: number; encoding: number }) =>
    s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10))
  const table =
    subtables.find((s) => unicode(s) && s.format === 12) ?? subtables.find((s) => unicode(s) && s.format === 4)
  if (!table) throw new Error('the font has no Unicode cmap of format 4 or 12')
  const at = table.offset
  if (table.format === 12) {
    const groups = cmap.readUInt32BE(at + 12)
    return (codePoint) => {
      for (let i = 0; i < groups; i++) {
        const group = at + 16 + 12 * i
        const start = cmap.readUInt32BE(group)
        if (codePoint >= start && codePoint <= cmap.readUInt32BE(group + 4))
          return cmap.readUInt32BE(group + 8) + codePoint - start
      }
      return 0
    }
  }
  const segments = cmap.readUInt16BE(at + 6) / 2
  const ends = at + 14
  const starts = ends + 2 * segments + 2
  const deltas = starts + 2 * segments
  const ranges = deltas + 2 * segments
  return (codePoint) => {
    if (codePoint > 0xffff) return 0
    for (let i = 0; i < segments; i++) {
      if (codePoint > cmap.readUInt16BE(ends + 2 * i)) continue
      const start = cmap.readUInt16BE(starts + 2 * i)
      if (codePoint < start) return 0
      const delta = cmap.readUInt16BE(deltas + 2 * i)
      const range = cmap.readUInt16BE(ranges + 2 * i)
      if (range === 0) return (codePoint + delta) & 0xffff
      const glyph = cmap.readUInt16BE(ranges + 2 * i + range + 2 * (codePoint - start))
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff
    }
    return 0
  }
}

/** The glyph ids a composite glyph is made of (none for a simple or empty glyph). */
function components(glyph: Buffer): number[] {
  if (glyph.length === 0 || glyph.readInt16BE(0) >= 0) return []
  const ids: number[] = []
  let at = 10
  let flags: number
  do {
    flags = glyph.readUInt16BE(at)
    ids.push(glyph.readUInt16BE(at + 2))
    at += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2)
    at += flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0
  } while (flags & MORE_COMPONENTS)
  return ids
}

/** The composite glyph with its component ids renumbered. */
function renumber(glyph: Buffer, newId: Map<number, number>): Buffer {
  const out = Buffer.from(glyph)
  let at = 10
  let flags: number
  do {
    flags = out.readUInt16BE(at)
    out.writeUInt16BE(newId.get(out.readUInt16BE(at + 2))!, at + 2)
    at += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2)
    at += flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0
  } while (flags & MORE_COMPONENTS)
  return out
}

/** A format 4 cmap (Windows Unicode BMP) of `pairs` sorted by code point. */
export function cmapFormat4(pairs: [number, number][]): Buffer {
  // Runs of consecutive code points; a run whose glyph ids follow too needs only a delta.
  const runs: [number, number][][] = []
  for (const pair of pairs) {
    const run = runs.at(-1)
    if (run && run.at(-1)![0] + 1 === pair[0]) run.push(pair)
    else runs.push([pair])
  }
  const segments = runs.length + 1 // and the closing 0xFFFF segment
  const arrayLength = runs.reduce(
    (total, run) => total + (run.every(([c, g]) => g - c === run[0]![1] - run[0]![0]) ? 0 : run.length),
    0,
  )
  const length = 16 + 8 * segments + 2 * arrayLength
  if (length > 0xffff) throw new Error('too many characters for one format 4 cmap')
  const sub = Buffer.alloc(length)
  const power = 2 ** Math.floor(Math.log2(segments))
  sub.writeUInt16BE(4, 0)
  sub.writeUInt16BE(length, 2)
  sub.writeUInt16BE(segments * 2, 6)
  sub.writeUInt16BE(power * 2, 8)
  sub.writeUInt16BE(Math.log2(power), 10)
  sub.writeUInt16BE(segments * 2 - power * 2, 12)
  const ends = 14
  const starts = ends + 2 * segments + 2
  const deltas = starts + 2 * segments
  const ranges = deltas + 2 * segments
  let array = ranges + 2 * segments
  runs.forEach((run, i) => {
    const [first, glyph] = run[0]!
    sub.writeUInt16BE(run.at(-1)![0], ends + 2 * i)
    sub.writeUInt16BE(first, starts + 2 * i)
    if (run.every(([c, g]) => g - c === glyph - first)) {
      sub.writeUInt16BE((glyph - first) & 0xffff, deltas + 2 * i)
      return
    }
    // idRangeOffset: from this entry of the idRangeOffset array to the run's first glyph id.
    sub.writeUInt16BE(array - (ranges + 2 * i), ranges + 2 * i)
    for (const [, g] of run) {
      sub.writeUInt16BE(g, array)
      array += 2
    }
  })
  const last = segments - 1
  sub.writeUInt16BE(0xffff, ends + 2 * last)
  sub.writeUInt16BE(0xffff, starts + 2 * last)
  sub.writeUInt16BE(1, deltas + 2 * last)
  const header = Buffer.alloc(12)
  header.writeUInt16BE(1, 2) // one encoding record
  header.writeUInt16BE(3, 4) // Windows
  header.writeUInt16BE(1, 6) // Unicode BMP
  header.writeUInt32BE(12, 8)
  return Buffer.concat([header, sub])
}

export function subsetTrueType(font: Sfnt, codePoints: Iterable<number>): SubsetResult {
  const table = (tag: string) => {
    const data = font.tables.get(tag)
    if (!data) throw new Error(`the font has no ${tag} table (TrueType outlines are needed)`)
    return data
  }
  for (const tag of REQUIRED) table(tag)
  const head = table('head')
  const longLoca = head.readInt16BE(50) === 1
  const glyphTotal = table('maxp').readUInt16BE(4)
  const loca = table('loca')
  const glyf = table('glyf')
  const offsetOf = (id: number) => (longLoca ? loca.readUInt32BE(4 * id) : loca.readUInt16BE(2 * id) * 2)
  const glyphOf = (id: number) => glyf.subarray(offsetOf(id), offsetOf(id + 1))

  const lookup = cmapLookup(table('cmap'))
  const pairs: [number, number][] = []
  const missing: number[] = []
  for (const codePoint of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const id = codePoint <= 0xffff ? lookup(codePoint) : 0
    if (id === 0 || id >= glyphTotal) missing.push(codePoint)
    else pairs.push([codePoint, id])
  }
  // .notdef first, then every glyph reached (composites bring their parts).
  const kept = new Set([0])
  const stack = pairs.map(([, id]) => id)
  while (stack.length > 0) {
    const id = stack.pop()!
    if (kept.has(id)) continue
    kept.add(id)
    stack.push(...components(glyphOf(id)))
  }
  const order = [...kept].sort((a, b) => a - b)
  const newId = new Map(order.map((id, i) => [id, i]))

  const bodies = order.map((id) => {
    const glyph = glyphOf(id)
    return components(glyph).length > 0 ? renumber(glyph, newId) : glyph
  })
  const newLoca = Buffer.alloc(4 * (order.length + 1))
  let offset = 0
  bodies.forEach((body, i) => {
    newLoca.writeUInt32BE(offset, 4 * i)
    offset += (body.length + 3) & ~3
  })
  newLoca.writeUInt32BE(offset, 4 * order.length)
  const newGlyf = Buffer.alloc(offset)
  bodies.forEach((body, i) => {
    body.copy(newGlyf, newLoca.readUInt32BE(4 * i))
  })

  const hhea = Buffer.from(table('hhea'))
  const metrics = hhea.readUInt16BE(34)
  const hmtx = table('hmtx')
  const newHmtx = Buffer.alloc(4 * order.length)
  order.forEach((id, i) => {
    const advance = hmtx.readUInt16BE(4 * Math.min(id, metrics - 1))
    const bearing = id < metrics ? hmtx.readInt16BE(4 * id + 2) : hmtx.readInt16BE(4 * metrics + 2 * (id - metrics))
    newHmtx.writeUInt16BE(advance, 4 * i)
    newHmtx.writeInt16BE(bearing, 4 * i + 2)
  })
  hhea.writeUInt16BE(order.length, 34)

  const newHead = Buffer.from(head)
  newHead.writeInt16BE(1, 50) // long loca offsets
  const maxp = Buffer.from(table('maxp'))
  maxp.writeUInt16BE(order.length, 4)
  const post = Buffer.from(table('post').subarray(0, 32))
  post.writeUInt32BE(0x00030000, 0) // version 3: no glyph names

  const newPairs = pairs.map(([codePoint, id]): [number, number] => [codePoint, newId.get(id)!])
  const tables = new Map<string, Buffer>([
    ['head', newHead],
    ['hhea', hhea],
    ['maxp', maxp],
    ['hmtx', newHmtx],
    ['loca', newLoca],
    ['glyf', newGlyf],
    ['cmap', cmapFormat4(newPairs)],
    ['post', post],
  ])
  for (const tag of KEPT_AS_IS) {
    const data = font.tables.get(tag)
    if (data) tables.set(tag, tag === 'OS/2' ? withCharRange(data, newPairs) : data)
  }
  return { font: { flavor: font.flavor, tables }, missing, glyphCount: order.length }
}

/** OS/2 with usFirstCharIndex and usLastCharIndex of the characters kept. */
function withCharRange(os2: Buffer, pairs: [number, number][]): Buffer {
  const out = Buffer.from(os2)
  if (pairs.length > 0) {
    out.writeUInt16BE(Math.min(pairs[0]![0], 0xffff), 64)
    out.writeUInt16BE(Math.min(pairs.at(-1)![0], 0xffff), 66)
  }
  return out
}
