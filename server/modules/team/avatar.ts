// Avatar uploads: JPG or PNG by content (not by name), ≤ 500K (SPEC.md §5, §9), stored as a
// 256 px square thumbnail under an unguessable key.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { UPLOAD_MAX_BYTES } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'

export const AVATAR_SIZE = 256
export const AVATAR_URL_PREFIX = '/dis/ts/files/'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = Buffer.from([0xff, 0xd8, 0xff])

/** The real kind of the bytes, whatever the file is called. */
export function sniffImage(data: Buffer): 'png' | 'jpg' | null {
  if (data.subarray(0, PNG.length).equals(PNG)) return 'png'
  if (data.subarray(0, JPEG.length).equals(JPEG)) return 'jpg'
  return null
}

export async function avatarThumbnail(data: unknown): Promise<{ kind: 'png' | 'jpg'; data: Buffer }> {
  if (!Buffer.isBuffer(data) || data.length === 0) throw new AppError(ErrorCode.VALIDATION, 'upload.missing')
  if (data.length > UPLOAD_MAX_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'upload.size')
  const kind = sniffImage(data)
  if (!kind) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, 'upload.type')
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    const out = kind === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 85 }).toBuffer()
    return { kind, data: out }
  } catch {
    // Right magic bytes, broken body: still not a usable JPG or PNG.
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, 'upload.type')
  }
}

export const newAvatarKey = (did: string, kind: 'png' | 'jpg') =>
  `avatars/${did.toLowerCase().replace(/[^a-z0-9-]/g, '-')}/${randomBytes(16).toString('hex')}.${kind}`

export const avatarUrl = (key: string) => `${AVATAR_URL_PREFIX}${key}`

/** The storage key of an avatar URL this server made, or null. */
export function avatarKeyOf(url: string): string | null {
  return url.startsWith(AVATAR_URL_PREFIX) ? url.slice(AVATAR_URL_PREFIX.length) : null
}
