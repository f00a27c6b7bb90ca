// Reads an uploaded picture: its kind from the first bytes (never the name or claimed type), its
// structure walked to its end (server/lib/picture-bytes.ts), and size, DPI and colour mode from the
// file itself with sharp; makes the thumbnail shown in grids.
import sharp from 'sharp'
import { type ColorMode, type MaterialFormat, THUMB_SIZE } from '../../../src/contract/materials'
import { pictureKind } from '../../lib/picture-bytes'

export const sniffImage = (body: Buffer): MaterialFormat | null => pictureKind(body)

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

/**
 * A WebP at most `size` px (THUMB_SIZE unless said) on its longer side, upright, in sRGB. Decoding
 * every pixel for it is also the proof the picture is whole: with `strict` a broken scan or
 * truncated data throws. The storefront's sized page images are made here too (width-bounded).
 */
export function makeThumbnail(
  body: Buffer,
  strict = false,
  size: { width: number; height: number } = { width: THUMB_SIZE, height: THUMB_SIZE },
): Promise<Buffer> {
  return sharp(body, strict ? { failOn: 'error' } : {})
    .rotate()
    .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .webp({ quality: 78 })
    .toBuffer()
}
