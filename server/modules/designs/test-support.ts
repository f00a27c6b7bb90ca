// Shared by the design tests and scripts/make-design-reference.ts: deterministic pictures and a
// design whose print file is compared with the committed reference image.
import sharp from 'sharp'
import type { DesignSide, ImageElement, TextElement } from '../../../src/contract/designs'

/** A flat-colour badge (compresses far under the 500K upload limit at 1,200 px). */
export const badge = (size = 1200) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#e8542c"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.3}" fill="#2f7d6d"/></svg>`,
    ),
  )
    .png()
    .toBuffer()

const common = { rotation: 0, flipX: false, flipY: false, locked: false, hidden: false }

export const imageAt = (materialId: string, extra: Partial<ImageElement> = {}): ImageElement => ({
  id: 'img-1',
  kind: 'image',
  materialId,
  pixelWidth: 1200,
  pixelHeight: 1200,
  // 1,200 px over 150 mm is 203 DPI.
  x: 75,
  y: 40,
  width: 150,
  height: 150,
  ...common,
  ...extra,
})

export const textAt = (extra: Partial<TextElement> = {}): TextElement => ({
  id: 'txt-1',
  kind: 'text',
  text: 'Hello\nPrint',
  fontId: null,
  fontSize: 90,
  fill: '#1b4fd6',
  align: 'center',
  letterSpacing: 0,
  x: 60,
  y: 230,
  width: 180,
  height: 90,
  ...common,
  ...extra,
})

/** The reference design: a rotated, flipped badge and two lines of text on a 300 × 400 mm front. */
export const referenceSide = (materialId: string): DesignSide => ({
  sideId: 'front',
  elements: [imageAt(materialId, { rotation: 20, flipX: true }), textAt()],
})

/** Mean absolute difference per channel (0–255) and the share of pixels off by more than 48. */
export async function compareImages(a: Buffer, b: Buffer, width: number, height: number) {
  const raw = (body: Buffer) =>
    sharp(body).resize(width, height, { fit: 'fill' }).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer()
  const [left, right] = await Promise.all([raw(a), raw(b)])
  let sum = 0
  let far = 0
  for (let i = 0; i < left.length; i += 3) {
    const d = Math.max(
      Math.abs(left[i]! - right[i]!),
      Math.abs(left[i + 1]! - right[i + 1]!),
      Math.abs(left[i + 2]! - right[i + 2]!),
    )
    sum += d
    if (d > 48) far++
  }
  const pixels = left.length / 3
  return { mean: sum / pixels, farShare: far / pixels }
}
