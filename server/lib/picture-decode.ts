// An uploaded JPG or PNG judged by its content (issue 14 item 9), for uploads that keep the picture
// as it came (page images): its kind from the first bytes, its structure walked to the end
// (picture-bytes.ts, which also drops anything appended after it) and every pixel decoded by sharp,
// so a picture header over junk, a flipped byte or a cut file is refused before anything is stored.
import sharp from 'sharp'
import { type PictureKind, pictureBytes, pictureKind } from './picture-bytes'

export type JudgedPicture = { ok: true; kind: PictureKind; body: Buffer } | { ok: false; reason: 'type' | 'unreadable' }

export async function judgePicture(upload: Buffer): Promise<JudgedPicture> {
  const kind = pictureKind(upload)
  if (!kind) return { ok: false, reason: 'type' }
  const body = pictureBytes(upload, kind)
  if (!body) return { ok: false, reason: 'unreadable' }
  try {
    // A 500K file can still claim a huge canvas (a decompression bomb): bounded here.
    const image = sharp(body, { failOn: 'error', limitInputPixels: 40_000_000 })
    const meta = await image.metadata()
    if (meta.format !== kind || !meta.width || !meta.height) return { ok: false, reason: 'unreadable' }
    // Decoding every pixel (into a small copy, so memory stays low) is the proof the data is whole:
    // a broken scan throws here.
    await image.resize(64, 64, { fit: 'inside' }).raw().toBuffer()
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  return { ok: true, kind, body }
}
