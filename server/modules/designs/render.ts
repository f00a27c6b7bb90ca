// Print files and mockups (issue 17 item 3), made with sharp. A side's print file is one SVG in
// the print area's millimetres, rendered at the area's exact pixel size (printResolution): images
// are embedded, text is glyph outlines from the seller's font (text-path.ts). The output is a PNG
// in sRGB with the print resolution recorded. The mockup draws the same side at the mockup's own
// size (from the pictures, not the print file) onto the side's photo at the print area's place.
// Input pixels are limited, so a huge or corrupt picture fails the render with an error, never
// the process.

import type { Font } from 'opentype.js'
import sharp, { type Sharp } from 'sharp'
import {
  type DesignElement,
  type DesignSide,
  type ImageElement,
  PRINT_MAX_PIXELS,
  type PrintArea,
  printResolution,
} from '../../../src/contract/designs'
import { MOCKUP_PX, mockupScale, type PhotoShape, type SideGeometry, sidePhotoPixels } from './side-photo'
import { textPathData } from './text-path'

/** A picture as stored (PNG or JPEG), or decoded pixels (`raw`: mockups of one picture, see mockupPictures). */
export interface PictureInput {
  body: Buffer
  format: 'png' | 'jpeg'
  key?: string
  raw?: { width: number; height: number; channels: 4 }
}

export interface RenderInputs {
  /** Material id → the original picture (and its storage key: what the print file's address hashes). */
  images: ReadonlyMap<string, PictureInput>
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
    if (!image || image.raw) throw new Error(`image ${element.materialId} missing`)
    const href = `data:image/${image.format};base64,${image.body.toString('base64')}`
    return `<g transform="${transformOf(element)}"><image width="${num(element.width)}" height="${num(element.height)}" preserveAspectRatio="none" xlink:href="${escapeAttr(href)}"/></g>`
  }
  const font = inputs.fonts.get(element.fontId ?? '')
  if (!font) throw new Error(`font ${element.fontId} missing`)
  return `<g transform="${transformOf(element)}" fill="${element.fill}">${textPathData(font, element)}</g>`
}

/** The print-file SVG of one side: transparent where nothing is printed. */
export function printSvg(
  side: DesignSide,
  area: PrintArea,
  inputs: RenderInputs,
  { width, height }: Size = printResolution(area),
): string {
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

/** Pixels a side is drawn at: the print file's, or the mockup's smaller place on the photo. */
interface Size {
  width: number
  height: number
}

/** Where one unrotated picture's box falls on `size` pixels over the area, and the part of it inside. */
function pictureBox(element: ImageElement, area: PrintArea, { width, height }: Size) {
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
  return { left, top, boxWidth, boxHeight, cut, empty: cut.width <= 0 || cut.height <= 0 }
}

/** The picture resized to its box's pixels, flipped, and cut where the box leaves the area. */
function pictureInBox(element: ImageElement, inputs: RenderInputs, box: ReturnType<typeof pictureBox>, kernel: Kernel) {
  const image = inputs.images.get(element.materialId)
  if (!image) throw new Error(`image ${element.materialId} missing`)
  // No colour transform asked: sharp turns a picture with another embedded profile into sRGB and
  // leaves an untagged one (sRGB by convention) as it is; the print file says sRGB (srgbPng).
  return sharp(image.body, image.raw ? { ...LIMITS, raw: image.raw } : LIMITS)
    .ensureAlpha()
    .resize(box.boxWidth, box.boxHeight, { fit: 'fill', kernel })
    .flop(element.flipX)
    .flip(element.flipY)
    .extract(box.cut)
}
type Kernel = 'linear' | 'lanczos3'

/**
 * One unrotated picture drawn at `size`: resized straight to its box's pixels and set on the
 * transparent area, cut where the box leaves it (fill). A fraction of the SVG path's time, which
 * matters when a batch makes hundreds. Bilinear, as the SVG renderer samples.
 */
function singlePictureImage(element: ImageElement, area: PrintArea, inputs: RenderInputs, size: Size) {
  const box = pictureBox(element, area, size)
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 }
  if (box.empty)
    return sharp({ create: { width: size.width, height: size.height, channels: 4, background: transparent } })
  const { left, top, cut } = box
  return pictureInBox(element, inputs, box, 'linear').extend({
    left: left + cut.left,
    top: top + cut.top,
    right: size.width - (left + cut.left) - cut.width,
    bottom: size.height - (top + cut.top) - cut.height,
    background: transparent,
  })
}

/** A side's design drawn at `size` pixels over its print area, transparent where nothing is printed. */
function sideImage(side: DesignSide, area: PrintArea, inputs: RenderInputs, size: Size) {
  const picture = singlePicture(side)
  // The SVG's width and height are the pixels it is drawn at (the viewBox stays in millimetres).
  const image = picture
    ? singlePictureImage(picture, area, inputs, size)
    : sharp(Buffer.from(printSvg(side, area, inputs, size)), LIMITS)
  // A grey picture stays RGB(A): the print file carries an RGB profile (srgbPng).
  return image.toColourspace('srgb')
}

/** PNG deflate level of print files: level 6 took 0.28 s for 16 Mpx against 0.08 s at 2, for a third smaller files. */
const PRINT_PNG_LEVEL = 2

let srgbChunk: Promise<Buffer> | undefined
/** The iCCP chunk (the sRGB profile) libvips writes, taken once from a 1-pixel PNG. */
function srgbProfileChunk(): Promise<Buffer> {
  srgbChunk ??= sharp({ create: { width: 1, height: 1, channels: 4, background: '#000' } })
    .withIccProfile('srgb')
    .png()
    .toBuffer()
    .then((png) => {
      for (let at = 8; at < png.length; ) {
        const length = png.readUInt32BE(at)
        if (png.toString('latin1', at + 4, at + 8) === 'iCCP') return png.subarray(at, at + 12 + length)
        at += 12 + length
      }
      throw new Error('sharp wrote no iCCP chunk')
    })
  return srgbChunk
}

/**
 * The sRGB profile put into a PNG of sRGB pixels, after its header chunk. Asking sharp for it
 * (withIccProfile) runs a colour transform over every pixel — 0.35 s of CPU for a 4,000² print
 * file — that changes nothing on pixels that are sRGB already.
 */
async function srgbPng(png: Buffer): Promise<Buffer> {
  const headerEnd = 8 + 12 + png.readUInt32BE(8)
  return Buffer.concat([png.subarray(0, headerEnd), await srgbProfileChunk(), png.subarray(headerEnd)])
}

export async function renderPrintFile(side: DesignSide, area: PrintArea, inputs: RenderInputs) {
  const { dpi, width, height } = printResolution(area)
  const png = await sideImage(side, area, inputs, { width, height })
    .withDensity(dpi)
    .png({ compressionLevel: PRINT_PNG_LEVEL })
    .toBuffer()
  return { body: await srgbPng(png), dpi, width, height }
}

/** Where the design sits on the mockup photo, in the photo's pixels. */
export function mockupPlace(side: SideGeometry) {
  const { scale } = mockupScale(side)
  return {
    width: Math.max(1, Math.round(side.width * scale)),
    height: Math.max(1, Math.round(side.height * scale)),
    left: Math.round(side.x * scale),
    top: Math.round(side.y * scale),
  }
}

/** Design pixels to lay on the photo, `left`/`top` from the print area's corner. */
interface Layer {
  data: Buffer
  raw: { width: number; height: number; channels: 4 }
  left: number
  top: number
}

const asLayer = (image: Sharp, left = 0, top = 0): Promise<Layer> =>
  image
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({
      data,
      raw: { width: info.width, height: info.height, channels: 4 as const },
      left,
      top,
    }))

/**
 * The photo's decoded pixels with the layer put on at the print area's place, encoded once as
 * JPEG: no PNG of the layer or of the photo made and read back for each mockup (half its CPU).
 */
async function composeMockup(layer: Layer | null, side: SideGeometry, color: string, shape: PhotoShape) {
  const place = mockupPlace(side)
  const photo = await sidePhotoPixels(side, color, shape)
  const image = sharp(photo.data, { raw: photo.raw })
  if (layer)
    image.composite([{ input: layer.data, raw: layer.raw, left: place.left + layer.left, top: place.top + layer.top }])
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 86 }).toBuffer()
}

/**
 * The design on the side's photo, at the print area's place; a JPEG (a photo, for listings). Drawn
 * from the pictures and fonts at the mockup's own size (about 400 px across the area): a tenth of
 * the CPU of decoding and shrinking the 300-DPI print file. A single picture is laid on as its
 * box alone (sharp's default kernel for the large reduction), not as a whole transparent area.
 */
export async function renderMockup(
  design: DesignSide,
  area: PrintArea,
  inputs: RenderInputs,
  place: { side: SideGeometry; color: string; shape: PhotoShape },
) {
  const size = mockupPlace(place.side)
  const picture = singlePicture(design)
  let layer: Layer | null
  if (picture) {
    const box = pictureBox(picture, area, size)
    layer = box.empty
      ? null
      : await asLayer(pictureInBox(picture, inputs, box, 'lanczos3'), box.left + box.cut.left, box.top + box.cut.top)
  } else layer = await asLayer(sharp(Buffer.from(printSvg(design, area, inputs, size)), LIMITS))
  return composeMockup(layer, place.side, place.color, place.shape)
}

interface Shrunk {
  data: Buffer
  raw: { width: number; height: number; channels: 4 }
}
/**
 * Pictures lately shrunk for mockups, by stored file: a batch picture's print files (one per
 * print-area size of its models) all draw their mockups from one decoding.
 */
const recentShrunk = new Map<string, Promise<Shrunk>>()
const RECENT_SHRUNK = 4

function shrink(body: Buffer, width: number, height: number): Promise<Shrunk> {
  return sharp(body, LIMITS)
    .ensureAlpha()
    .resize(width, height, { fit: 'fill', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, raw: { width: info.width, height: info.height, channels: 4 as const } }))
}

/**
 * The pictures of a side ready for drawing its mockups: a single unrotated picture (every batch
 * design) decoded once and shrunk to what its box can show on a mockup — at least MOCKUP_PX on
 * its long side, which covers the box wherever it sits inside any print area — so each mockup
 * only resizes that. Other sides keep their pictures as stored (the SVG renderer embeds them).
 * `size`: the largest box the caller's mockups draw the picture in (a batch knows every model it
 * puts the picture on), so the shrink is just what they show and each mockup's resize is small.
 */
export async function mockupPictures(
  side: DesignSide,
  area: PrintArea,
  inputs: RenderInputs,
  size?: Size,
): Promise<RenderInputs> {
  const picture = singlePicture(side)
  const image = picture && inputs.images.get(picture.materialId)
  if (!picture || !image || image.raw) return inputs
  const perMm = MOCKUP_PX / Math.max(area.width, area.height)
  const boost = Math.max(1, MOCKUP_PX / (Math.max(picture.width, picture.height) * perMm))
  const want = size ?? {
    width: Math.max(1, Math.ceil(picture.width * perMm * boost)),
    height: Math.max(1, Math.ceil(picture.height * perMm * boost)),
  }
  const enough = (shrunk: Shrunk) =>
    shrunk.raw.width >= Math.min(want.width, picture.pixelWidth) &&
    shrunk.raw.height >= Math.min(want.height, picture.pixelHeight)
  let shrunk = image.key ? await recentShrunk.get(image.key)?.catch(() => undefined) : undefined
  if (!shrunk || !enough(shrunk)) {
    const work = shrink(image.body, want.width, want.height)
    if (image.key) {
      recentShrunk.delete(image.key)
      recentShrunk.set(image.key, work)
      work.catch(() => recentShrunk.delete(image.key!))
      if (recentShrunk.size > RECENT_SHRUNK) recentShrunk.delete(recentShrunk.keys().next().value!)
    }
    shrunk = await work
  }
  const prepared = { ...image, body: shrunk.data, raw: shrunk.raw }
  return { ...inputs, images: new Map([...inputs.images, [picture.materialId, prepared]]) }
}

/** The mockup from a stored print file (when its pictures are no longer at hand). */
export async function renderMockupFromPrintFile(
  printFile: Buffer,
  side: SideGeometry,
  color: string,
  shape: PhotoShape,
) {
  const { width, height } = mockupPlace(side)
  const layer = await asLayer(sharp(printFile, LIMITS).resize(width, height, { fit: 'fill' }))
  return composeMockup(layer, side, color, shape)
}
