// The model photo a side's mockup is composited on. The demo models come without photographs, so
// the photo is drawn here with sharp from SVG: a garment silhouette for apparel, a product panel
// for everything else, in the chosen colour with soft shading. It covers the mockup frame of
// src/contract/designs.ts (the print area sits at x, y). Deterministic: same side and colour,
// same pixels, so it is made when asked rather than stored.
import sharp from 'sharp'
import { mockupFrame } from '../../../src/contract/designs'

export type PhotoShape = 'garment' | 'panel'
export interface SideGeometry {
  width: number
  height: number
  x: number
  y: number
}

/** The long side of a mockup, in pixels. */
export const MOCKUP_PX = 1000

export function mockupScale(side: SideGeometry): { scale: number; width: number; height: number } {
  const frame = mockupFrame(side)
  const scale = MOCKUP_PX / Math.max(frame.width, frame.height)
  return { scale, width: Math.round(frame.width * scale), height: Math.round(frame.height * scale) }
}

/** Ink for outlines and shading that reads on the garment colour. */
function shade(color: string): { light: boolean } {
  const value = Number.parseInt(color.slice(1), 16)
  const luminance = 0.2126 * ((value >> 16) & 255) + 0.7152 * ((value >> 8) & 255) + 0.0722 * (value & 255)
  return { light: luminance > 150 }
}

function garment(w: number, h: number, color: string, stroke: string) {
  const p = (fx: number, fy: number) => `${(fx * w).toFixed(1)} ${(fy * h).toFixed(1)}`
  const d = [
    `M ${p(0.33, 0.03)}`,
    `Q ${p(0.5, 0.13)} ${p(0.67, 0.03)}`,
    `L ${p(0.88, 0.09)} L ${p(1, 0.3)} L ${p(0.86, 0.37)} L ${p(0.84, 0.31)}`,
    `L ${p(0.84, 0.98)} L ${p(0.16, 0.98)} L ${p(0.16, 0.31)}`,
    `L ${p(0.14, 0.37)} L ${p(0, 0.3)} L ${p(0.12, 0.09)} Z`,
  ].join(' ')
  return `<path d="${d}" fill="${color}" stroke="${stroke}" stroke-width="${(w / 260).toFixed(2)}"/>
    <path d="${d}" fill="url(#shade)"/>
    <path d="M ${p(0.33, 0.03)} Q ${p(0.5, 0.13)} ${p(0.67, 0.03)}" fill="none" stroke="${stroke}" stroke-width="${(w / 130).toFixed(2)}"/>`
}

function panel(w: number, h: number, color: string, stroke: string) {
  const inset = Math.min(w, h) * 0.02
  return `<rect x="${inset}" y="${inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" rx="${inset * 3}" fill="${color}" stroke="${stroke}" stroke-width="${(Math.min(w, h) / 250).toFixed(2)}"/>
    <rect x="${inset}" y="${inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" rx="${inset * 3}" fill="url(#shade)"/>`
}

export function sidePhotoSvg(side: SideGeometry, color: string, shape: PhotoShape): string {
  const { width, height } = mockupScale(side)
  const { light } = shade(color)
  const stroke = light ? '#b9bcc2' : '#1c1e22'
  const body = shape === 'garment' ? garment(width, height, color, stroke) : panel(width, height, color, stroke)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="${light ? 0.25 : 0.12}"/>
    <stop offset="0.55" stop-color="#000000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000000" stop-opacity="${light ? 0.1 : 0.25}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="#f1f3f5"/>
  ${body}
</svg>`
}

/**
 * What `make` gave for a key, remembered for the `limit` keys used most recently (a failed promise
 * is forgotten): a batch puts 100 pictures on the same few models and colours.
 */
function recentlyMade<T>(limit: number): (key: string, make: () => Promise<T>) => Promise<T> {
  const recent = new Map<string, Promise<T>>()
  return (key, make) => {
    const known = recent.get(key)
    if (known) {
      // Most recently used last: the first entry is the one to drop.
      recent.delete(key)
      recent.set(key, known)
      return known
    }
    const made = make()
    recent.set(key, made)
    made.catch(() => recent.delete(key))
    if (recent.size > limit) recent.delete(recent.keys().next().value!)
    return made
  }
}

const RECENT_PHOTOS = 24
const photos = recentlyMade<Buffer>(RECENT_PHOTOS)
const pixels = recentlyMade<PhotoPixels>(RECENT_PHOTOS)
const photoKey = (side: SideGeometry, color: string, shape: PhotoShape) =>
  JSON.stringify([side.width, side.height, side.x, side.y, color.toLowerCase(), shape])

/** The side photo (PNG) of a model side in a colour. */
export function sidePhoto(side: SideGeometry, color: string, shape: PhotoShape): Promise<Buffer> {
  return photos(photoKey(side, color, shape), () =>
    sharp(Buffer.from(sidePhotoSvg(side, color, shape)))
      .png()
      .toBuffer(),
  )
}

/** A side photo's pixels (RGB), decoded once: every mockup on the same side and colour starts from them. */
export interface PhotoPixels {
  data: Buffer
  raw: { width: number; height: number; channels: 3 }
}

export function sidePhotoPixels(side: SideGeometry, color: string, shape: PhotoShape): Promise<PhotoPixels> {
  return pixels(photoKey(side, color, shape), () =>
    sidePhoto(side, color, shape)
      .then((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true }))
      .then(({ data, info }) => ({ data, raw: { width: info.width, height: info.height, channels: 3 as const } })),
  )
}

/** Apparel (by category title, in either language) wears the garment silhouette. */
export const shapeOfCategory = (titles: string[]): PhotoShape =>
  titles.some((title) => /apparel|服装|t-?shirt|tee|hood|卫衣|童装|kids/i.test(title)) ? 'garment' : 'panel'
