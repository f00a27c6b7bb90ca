// Print files and mockups (issue 17 item 3), made with sharp. A side's print file is one SVG in
// the print area's millimetres, rendered at the area's exact pixel size (printResolution): images
// are embedded, text is glyph outlines from the seller's font (text-path.ts). The output is a PNG
// in sRGB with the print resolution recorded. The mockup composites the print file onto the
// side's photo at the print area's place. Input pixels are limited, so a huge or corrupt picture
// fails the render with an error, never the process.

import type { Font } from 'opentype.js'
import sharp from 'sharp'
import {
  type DesignElement,
  type DesignSide,
  type ImageElement,
  PRINT_MAX_PIXELS,
  type PrintArea,
  printResolution,
} from '../../../src/contract/designs'
import { mockupScale, type PhotoShape, type SideGeometry, sidePhoto } from './side-photo'
import { textPathData } from './text-path'

export interface RenderInputs {
  /** Material id → the original picture (and its storage key: what the print file's address hashes). */
  images: ReadonlyMap<string, { body: Buffer; format: 'png' | 'jpeg'; key?: string }>
  /** Font id ('' for the built-in sans) → parsed font. */
  fonts: ReadonlyMap<string, Font>
}

const LIMITS = { limitInputPixels: PRINT_MAX_PIXELS, failOn: 'error' as const }
const num = (value: number) => Math.round(value * 1000) / 1000
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** Placement of an element: about its box centre, rotated, then flipped within its box. */
function transformOf(element: DesignElement): string {
  const cx = element.x + element.width / 2
  const cy = element.y + element.height / 2
  return `translate(${num(cx)} ${num(cy)}) rotate(${num(element.rotation)}) scale(${element.flipX ? -1 : 1} ${element.flipY ? -1 : 1}) translate(${num(-element.width / 2)} ${num(-element.height / 2)})`
}

function elementSvg(element: DesignElement, inputs: RenderInputs): string {
  if (element.kind === 'image') {
    const image = inputs.images.get(element.materialId)
    if (!image) throw new Error(`image ${element.materialId} missing`)
    const href = `data:image/${image.format};base64,${image.body.toString('base64')}`
    return `<g transform="${transformOf(element)}"><image width="${num(element.width)}" height="${num(element.height)}" preserveAspectRatio="none" xlink:href="${escapeAttr(href)}"/></g>`
  }
  const font = inputs.fonts.get(element.fontId ?? '')
  if (!font) throw new Error(`font ${element.fontId} missing`)
  return `<g transform="${transformOf(element)}" fill="${element.fill}">${textPathData(font, element)}</g>`
}

/** The print-file SVG of one side: transparent where nothing is printed. */
export function printSvg(side: DesignSide, area: PrintArea, inputs: RenderInputs): string {
  const { width, height } = printResolution(area)
  const body = side.elements
    .filter((element) => !element.hidden)
    .map((element) => elementSvg(element, inputs))
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${num(area.width)} ${num(area.height)}"><defs><clipPath id="area"><rect width="${num(area.width)}" height="${num(area.height)}"/></clipPath></defs><g clip-path="url(#area)">${body}</g></svg>`
}

/** The one element of a side drawn without SVG: a single picture, not rotated (batch designs, most saves). */
function singlePicture(side: DesignSide) {
  const visible = side.elements.filter((element) => !element.hidden)
  const only = visible[0]
  return visible.length === 1 && only?.kind === 'image' && only.rotation % 360 === 0 ? only : null
}

const sRgbPictures = new WeakMap<Buffer, Promise<Buffer>>()
/**
 * A picture converted to sRGB once (with the profile attached), so every print file made from it
 * keeps that profile instead of transforming millions of pixels again.
 */
function sRgbPicture(body: Buffer): Promise<Buffer> {
  let prepared = sRgbPictures.get(body)
  if (!prepared) {
    prepared = sharp(body, LIMITS).withIccProfile('srgb').png({ compressionLevel: 0 }).toBuffer()
    sRgbPictures.set(body, prepared)
  }
  return prepared
}

/**
 * The print file of one unrotated picture: resized straight to its box's pixels and set on the
 * transparent area, cut where the box leaves it (fill). Bilinear, as the SVG renderer samples; a
 * fraction of the SVG path's time, which matters when a batch makes hundreds.
 */
async function renderSinglePicture(element: ImageElement, area: PrintArea, inputs: RenderInputs) {
  const image = inputs.images.get(element.materialId)
  if (!image) throw new Error(`image ${element.materialId} missing`)
  const { dpi, width, height } = printResolution(area)
  const px = (mm: number) => Math.round((mm / area.width) * width)
  const py = (mm: number) => Math.round((mm / area.height) * height)
  const left = px(element.x)
  const top = py(element.y)
  const boxWidth = Math.max(1, px(element.x + element.width) - left)
  const boxHeight = Math.max(1, py(element.y + element.height) - top)
  // The part of the box inside the area, in the box's pixels.
  const cut = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    width: Math.min(boxWidth, width - left) - Math.max(0, -left),
    height: Math.min(boxHeight, height - top) - Math.max(0, -top),
  }
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 }
  let pipeline: ReturnType<typeof sharp>
  if (cut.width <= 0 || cut.height <= 0) {
    pipeline = sharp({ create: { width, height, channels: 4, background: transparent } }).withIccProfile('srgb')
  } else {
    pipeline = sharp(await sRgbPicture(image.body), LIMITS)
      .ensureAlpha()
      .resize(boxWidth, boxHeight, { fit: 'fill', kernel: 'linear' })
      .flop(element.flipX)
      .flip(element.flipY)
      .extract(cut)
      .extend({
        left: left + cut.left,
        top: top + cut.top,
        right: width - (left + cut.left) - cut.width,
        bottom: height - (top + cut.top) - cut.height,
        background: transparent,
      })
      .keepIccProfile()
  }
  const body = await pipeline.withDensity(dpi).png({ compressionLevel: 2 }).toBuffer()
  return { body, dpi, width, height }
}

export async function renderPrintFile(side: DesignSide, area: PrintArea, inputs: RenderInputs) {
  const picture = singlePicture(side)
  if (picture) return renderSinglePicture(picture, area, inputs)
  const { dpi, width, height } = printResolution(area)
  const body = await sharp(Buffer.from(printSvg(side, area, inputs)), LIMITS)
    .resize(width, height, { fit: 'fill' })
    .withIccProfile('srgb')
    .withDensity(dpi)
    .png({ compressionLevel: 6 })
    .toBuffer()
  return { body, dpi, width, height }
}

/** The print file on the side's photo, at the print area's place; a JPEG (a photo, for listings). */
export async function renderMockup(printFile: Buffer, side: SideGeometry, color: string, shape: PhotoShape) {
  const { scale } = mockupScale(side)
  const photo = await sidePhoto(side, color, shape)
  const design = await sharp(printFile, LIMITS)
    .resize(Math.max(1, Math.round(side.width * scale)), Math.max(1, Math.round(side.height * scale)), {
      fit: 'fill',
    })
    .png()
    .toBuffer()
  return sharp(photo)
    .composite([{ input: design, left: Math.round(side.x * scale), top: Math.round(side.y * scale) }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 86 })
    .toBuffer()
}
