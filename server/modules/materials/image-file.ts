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

/** What a thumbnail can be written as: WebP unless said (the storefront negotiates, by Accept). */
export type ThumbnailFormat = 'webp' | 'avif' | 'jpeg' | 'png'

/**
 * A WebP (or `format`) at most `size` px (THUMB_SIZE unless said) on its longer side, upright, in
 * sRGB. Decoding every pixel for it is also the proof the picture is whole: with `strict` a broken
 * scan or truncated data throws. The storefront's sized page images are made here too
 * (width-bounded, in the format the browser takes).
 */
export function makeThumbnail(
  body: Buffer,
  strict = false,
  size: { width: number; height: number } = { width: THUMB_SIZE, height: THUMB_SIZE },
  format: ThumbnailFormat = 'webp',
): Promise<Buffer> {
  const image = sharp(body, strict ? { failOn: 'error' } : {})
    .rotate()
    .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
  // AVIF at a low effort: made once per picture and width, on a request, so it must not take seconds.
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer()
  if (format === 'jpeg') return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer()
  if (format === 'png') return image.png({ compressionLevel: 9, palette: false }).toBuffer()
  return image.webp({ quality: 78 }).toBuffer()
}
