// Reads an uploaded picture: its kind from the first bytes (never the name or claimed type), and
// size, DPI and colour mode from the file itself with sharp; makes the thumbnail shown in grids.
import sharp from 'sharp'
import { type ColorMode, type MaterialFormat, THUMB_SIZE } from '../../../src/contract/materials'

export function sniffImage(body: Buffer): MaterialFormat | null {
  if (body.length >= 8 && body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg'
  return null
}

export interface ImageFacts {
  format: MaterialFormat
  width: number
  height: number
  dpi: number | null
  colorMode: ColorMode
}

function colorModeOf(space: string | undefined, hasAlpha: boolean | undefined): ColorMode {
  if (space === 'cmyk') return 'cmyk'
  if (space === 'b-w' || space === 'grey16') return 'gray'
  if (space === 'srgb' || space === 'rgb' || space === 'rgb16' || space === 'scrgb') return hasAlpha ? 'rgba' : 'rgb'
  return 'other'
}

/** Null when sharp cannot read it (a damaged file with a picture's first bytes). */
export async function readImage(body: Buffer, format: MaterialFormat): Promise<ImageFacts | null> {
  try {
    const meta = await sharp(body, { failOn: 'error' }).metadata()
    if (!meta.width || !meta.height || (meta.format !== 'png' && meta.format !== 'jpeg')) return null
    if (meta.format !== format) return null
    return {
      format,
      width: meta.width,
      height: meta.height,
      dpi: meta.density ? Math.round(meta.density) : null,
      colorMode: colorModeOf(meta.space, meta.hasAlpha),
    }
  } catch {
    return null
  }
}

/** A WebP at most THUMB_SIZE px on its longer side, upright, in sRGB. */
export function makeThumbnail(body: Buffer): Promise<Buffer> {
  return sharp(body)
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .webp({ quality: 78 })
    .toBuffer()
}
