// The bytes of an uploaded JPG or PNG that really are the picture (issue 14 item 9). The first
// bytes alone say nothing: a PNG header followed by junk, or a whole PNG with an HTML page appended
// (a polyglot a browser might sniff as HTML), passes a magic-byte check. This walks the file's own
// structure — PNG chunks with their CRCs up to IEND, JPEG segments and entropy-coded data up to
// EOI — and answers the picture's bytes without anything after its end, or null when the structure
// is broken. The caller still decodes the pixels (sharp) before keeping anything.
import { crc32 } from 'node:zlib'

export type PictureKind = 'png' | 'jpeg'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The real kind of the bytes, whatever the file is called or claims to be. */
export function pictureKind(body: Buffer): PictureKind | null {
  if (body.length >= 8 && body.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png'
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg'
  return null
}

/** End offset of a PNG whose every chunk is whole with a matching CRC, from IHDR to IEND. */
function pngEnd(body: Buffer): number | null {
  let at = 8
  let first = true
  let sawData = false
  while (at + 12 <= body.length) {
    const length = body.readUInt32BE(at)
    const type = body.subarray(at + 4, at + 8).toString('latin1')
    const end = at + 12 + length
    if (length > 0x7fffffff || end > body.length) return null
    if (!/^[A-Za-z]{4}$/.test(type)) return null
    if (first && (type !== 'IHDR' || length !== 13)) return null
    if (crc32(body.subarray(at + 4, at + 8 + length)) !== body.readUInt32BE(at + 8 + length)) return null
    if (type === 'IDAT') sawData = true
    if (type === 'IEND') return sawData ? end : null
    first = false
    at = end
  }
  return null
}

const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)
const isFrameStart = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/** End offset of a JPEG walked segment by segment (SOI … SOF … SOS + scan data … EOI). */
function jpegEnd(body: Buffer): number | null {
  let at = 2
  let sawFrame = false
  let sawScan = false
  while (at < body.length) {
    if (body[at] !== 0xff) return null
    while (body[at] === 0xff) at++ // fill bytes before a marker
    if (at >= body.length) return null
    const marker = body[at]!
    at++
    if (marker === 0xd9) return sawFrame && sawScan ? at : null
    if (isStandalone(marker)) continue
    if (marker === 0x00 || marker === 0xd8 || at + 2 > body.length) return null
    const length = body.readUInt16BE(at)
    if (length < 2 || at + length > body.length) return null
    if (isFrameStart(marker)) sawFrame = true
    at += length
    if (marker !== 0xda) continue
    sawScan = true
    // Entropy-coded data runs until a 0xFF that is neither stuffing (FF 00) nor a restart marker.
    while (at + 1 < body.length) {
      if (body[at] === 0xff) {
        const next = body[at + 1]!
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          at += 2
          continue
        }
        if (next !== 0xff) break
      }
      at++
    }
    if (at + 1 >= body.length) return null
  }
  return null
}

/** The picture's own bytes (anything after its end left off), or null when its structure is broken. */
export function pictureBytes(body: Buffer, kind: PictureKind): Buffer | null {
  const end = kind === 'png' ? pngEnd(body) : jpegEnd(body)
  return end === null ? null : body.subarray(0, end)
}
