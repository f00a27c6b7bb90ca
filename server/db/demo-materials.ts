// Demo materials (issue 4): a category tree and ~30 pattern pictures drawn here with sharp from
// SVG (stripes, dots, gradients, checks, lettering — nothing downloaded), stored through the file
// storage like uploads; a few public (platform) materials; two for the second tenant.
import { and, inArray, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import type { ColorMode, MaterialFormat, MaterialType } from '../../src/contract/materials'
import type { FileStorage } from '../lib/file-storage'
import { makeThumbnail, readImage } from '../modules/materials/image-file'
import { materialKey } from '../modules/materials/upload'
import { DEMO_IDS } from './demo-data'
import { materialCategories, materials } from './schema'
import type { Database } from './types'

const D = DEMO_IDS.distributor
const D2 = DEMO_IDS.secondDistributor

export const DEMO_MATERIAL_CATEGORIES = [
  { id: 'mc-demo-patterns', did: D, pid: '0', name: '花纹 Patterns', sort: 1 },
  { id: 'mc-demo-stripes', did: D, pid: 'mc-demo-patterns', name: '条纹 Stripes', sort: 1 },
  { id: 'mc-demo-dots', did: D, pid: 'mc-demo-patterns', name: '波点 Dots', sort: 2 },
  { id: 'mc-demo-gradients', did: D, pid: 'mc-demo-patterns', name: '渐变 Gradients', sort: 3 },
  { id: 'mc-demo-holidays', did: D, pid: '0', name: '节日 Holidays', sort: 2 },
  { id: 'mc-demo-christmas', did: D, pid: 'mc-demo-holidays', name: '圣诞 Christmas', sort: 1 },
  { id: 'mc-demo-lettering', did: D, pid: '0', name: '文字 Lettering', sort: 3 },
  { id: 'mc-demo-logos', did: D, pid: '0', name: '品牌标志 Logos', sort: 4 },
  { id: 'mc-demo2-main', did: D2, pid: '0', name: 'Main', sort: 1 },
  { id: 'mc-public-picks', did: null, pid: '0', name: '平台精选 Platform picks', sort: 1 },
  { id: 'mc-public-textures', did: null, pid: 'mc-public-picks', name: '基础纹理 Basic textures', sort: 1 },
]

const PALETTE = ['#e8542c', '#f2a93b', '#2f7d6d', '#3a5fcd', '#8e44ad', '#d6336c', '#1b998b', '#454545']
const S = 400

const svg = (body: string, background = '#ffffff') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`,
  )

function stripes(color: string, angle: number, width: number) {
  const bars = Array.from(
    { length: Math.ceil((3 * S) / (2 * width)) },
    (_, i) => `<rect x="${i * width * 2 - S}" y="-${S}" width="${width}" height="${S * 3}" fill="${color}"/>`,
  )
  return svg(`<g transform="rotate(${angle} ${S / 2} ${S / 2})">${bars.join('')}</g>`)
}
function dots(color: string, radius: number, gap: number, background: string) {
  const out: string[] = []
  for (let y = gap / 2; y < S; y += gap)
    for (let x = gap / 2; x < S; x += gap) out.push(`<circle cx="${x}" cy="${y}" r="${radius}" fill="${color}"/>`)
  return svg(out.join(''), background)
}
function gradient(from: string, to: string, radial: boolean) {
  const def = radial
    ? `<radialGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`
    : `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  return svg(`<defs>${def}</defs><rect width="100%" height="100%" fill="url(#g)"/>`)
}
function checks(color: string, size: number) {
  const out: string[] = []
  for (let y = 0; y < S; y += size)
    for (let x = (y / size) % 2 === 0 ? 0 : size; x < S; x += size * 2)
      out.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${color}"/>`)
  return svg(out.join(''))
}
function lettering(text: string, color: string, background: string) {
  return svg(
    `<text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(560 / Math.max(4, text.length))}" font-weight="700" text-anchor="middle" dominant-baseline="middle" fill="${color}">${text}</text>`,
    background,
  )
}
function snow(color: string) {
  const flakes = Array.from({ length: 24 }, (_, i) => {
    const x = (i * 97) % S
    const y = (i * 53) % S
    return `<g transform="translate(${x} ${y})" stroke="${color}" stroke-width="3"><line x1="-12" y1="0" x2="12" y2="0"/><line x1="0" y1="-12" x2="0" y2="12"/><line x1="-8" y1="-8" x2="8" y2="8"/><line x1="-8" y1="8" x2="8" y2="-8"/></g>`
  })
  return svg(flakes.join(''), '#16324f')
}

interface Recipe {
  did: string | null
  categoryId: string | null
  name: string
  type: MaterialType
  tags: string[]
  draw: () => Buffer
  /** Output: PNG, JPEG, CMYK JPEG or grey PNG; DPI written into the file. */
  out: 'png' | 'rgba' | 'jpeg' | 'cmyk' | 'gray'
  dpi?: number
}

function recipes(): Recipe[] {
  const list: Recipe[] = []
  const add = (r: Omit<Recipe, 'did'> & { did?: string | null }): void => {
    list.push({ did: D, ...r })
  }
  PALETTE.slice(0, 5).forEach((color, i) => {
    add({
      categoryId: 'mc-demo-stripes',
      name: `stripes-${i + 1}.${i === 2 ? 'jpg' : 'png'}`,
      type: 'pattern',
      tags: ['stripes', '条纹'],
      draw: () => stripes(color, [0, 45, 90, 30, 60][i]!, 8 + i * 4),
      out: i === 2 ? 'jpeg' : 'png',
      dpi: [300, 150, 300, 72, 300][i],
    })
  })
  PALETTE.slice(2, 7).forEach((color, i) => {
    add({
      categoryId: 'mc-demo-dots',
      name: `polka-dots-${i + 1}.png`,
      type: 'pattern',
      tags: ['dots', '波点'],
      draw: () => dots(color, 6 + i * 3, 30 + i * 8, i % 2 ? '#fff8ef' : '#ffffff'),
      out: i === 4 ? 'gray' : 'png',
      dpi: i === 1 ? undefined : 300,
    })
  })
  ;[
    ['#ff7a45', '#ffd666'],
    ['#36cfc9', '#597ef7'],
    ['#f759ab', '#9254de'],
    ['#95de64', '#13c2c2'],
  ].forEach(([a, b], i) => {
    add({
      categoryId: 'mc-demo-gradients',
      name: `gradient-${i + 1}.jpg`,
      type: 'image',
      tags: ['gradient', '渐变'],
      draw: () => gradient(a!, b!, i % 2 === 1),
      out: i === 3 ? 'cmyk' : 'jpeg',
      dpi: 300,
    })
  })
  ;['#c92a2a', '#2b8a3e'].forEach((color, i) => {
    add({
      categoryId: 'mc-demo-christmas',
      name: `snowflakes-${i + 1}.png`,
      type: 'pattern',
      tags: ['christmas', '圣诞', 'snow'],
      draw: () => (i === 0 ? snow('#ffffff') : checks(color, 40)),
      out: 'png',
      dpi: 300,
    })
  })
  ;[
    ['HELLO', '#e8542c', '#fff4e6'],
    ['你好', '#3a5fcd', '#ffffff'],
    ['LOVE', '#d6336c', '#fff0f6'],
    ['新年快乐', '#c92a2a', '#fff9db'],
    ['SALE', '#ffffff', '#212529'],
  ].forEach(([text, color, background], i) => {
    add({
      categoryId: 'mc-demo-lettering',
      name: `lettering-${i + 1}.png`,
      type: 'image',
      tags: ['text', '文字'],
      draw: () => lettering(text!, color!, background!),
      out: 'png',
      dpi: i === 4 ? 96 : 300,
    })
  })
  PALETTE.slice(4, 7).forEach((color, i) => {
    add({
      categoryId: null,
      name: `checks-${i + 1}.png`,
      type: 'pattern',
      tags: ['checks'],
      draw: () => checks(color, 20 + i * 10),
      out: 'rgba',
      dpi: 200,
    })
  })
  add({
    did: D2,
    categoryId: 'mc-demo2-main',
    name: 'second-tenant-stripes.png',
    type: 'pattern',
    tags: ['private'],
    draw: () => stripes('#000000', 15, 10),
    out: 'png',
    dpi: 300,
  })
  add({
    did: D2,
    categoryId: null,
    name: 'second-tenant-dots.png',
    type: 'pattern',
    tags: ['private'],
    draw: () => dots('#333333', 8, 40, '#ffffff'),
    out: 'png',
    dpi: 300,
  })
  ;[
    ['#adb5bd', 12],
    ['#74c0fc', 16],
    ['#ffa94d', 24],
  ].forEach(([color, size], i) => {
    add({
      did: null,
      categoryId: i === 0 ? 'mc-public-picks' : 'mc-public-textures',
      name: `platform-texture-${i + 1}.png`,
      type: 'pattern',
      tags: ['platform', '平台'],
      draw: () => checks(color as string, size as number),
      out: 'png',
      dpi: 300,
    })
  })
  add({
    did: null,
    categoryId: 'mc-public-picks',
    name: 'platform-gradient.jpg',
    type: 'image',
    tags: ['platform', '平台'],
    draw: () => gradient('#e8542c', '#f2a93b', false),
    out: 'jpeg',
    dpi: 300,
  })
  add({
    did: null,
    categoryId: 'mc-public-textures',
    name: 'platform-dots.png',
    type: 'pattern',
    tags: ['platform', '平台'],
    draw: () => dots('#e8542c', 5, 24, '#fff4e6'),
    out: 'png',
    dpi: 300,
  })
  return list
}

async function render(recipe: Recipe): Promise<Buffer> {
  // withDensity writes the DPI without converting the colours (withMetadata would go to sRGB).
  let image = sharp(recipe.draw())
  if (recipe.dpi) image = image.withDensity(recipe.dpi)
  if (recipe.out === 'rgba') return image.png({ compressionLevel: 6 }).toBuffer()
  image = image.flatten({ background: '#ffffff' })
  if (recipe.out === 'png') return image.png({ compressionLevel: 6 }).toBuffer()
  if (recipe.out === 'gray') return image.toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer()
  if (recipe.out === 'cmyk') return image.toColourspace('cmyk').jpeg({ quality: 82 }).toBuffer()
  return image.jpeg({ quality: 82 }).toBuffer()
}

const DAY = 86_400_000
const demoMaterialId = (i: number) => `m-demo-${String(i + 1).padStart(2, '0')}`

/** Runs inside the demo seed's transaction, after the tenants exist. */
export async function seedDemoMaterials(db: Database, storage: FileStorage): Promise<void> {
  const list = recipes()
  // Platform rows have no tenant to cascade from: a forced re-seed replaces them by id.
  const publicIds = list.flatMap((recipe, i) => (recipe.did === null ? [demoMaterialId(i)] : []))
  await db.delete(materials).where(and(isNull(materials.did), inArray(materials.id, publicIds)))
  await db.delete(materialCategories).where(
    inArray(
      materialCategories.id,
      DEMO_MATERIAL_CATEGORIES.filter((row) => row.did === null).map((row) => row.id),
    ),
  )
  await db.insert(materialCategories).values(DEMO_MATERIAL_CATEGORIES)
  const now = Date.now()
  const rows = await Promise.all(
    list.map(async (recipe, i) => {
      const body = await render(recipe)
      const format: MaterialFormat = recipe.out === 'jpeg' || recipe.out === 'cmyk' ? 'jpeg' : 'png'
      const [facts, thumb] = await Promise.all([readImage(body, format), makeThumbnail(body)])
      if (!facts) throw new Error(`demo material ${recipe.name} is unreadable`)
      const id = demoMaterialId(i)
      const storageKey = materialKey(recipe.did, id, format === 'png' ? '.png' : '.jpg')
      const thumbKey = materialKey(recipe.did, id, '.thumb.webp')
      await Promise.all([storage.put(storageKey, body), storage.put(thumbKey, thumb)])
      const createdAt = new Date(now - ((i * 37) % 60) * DAY - i * 3_600_000)
      return {
        id,
        did: recipe.did,
        categoryId: recipe.categoryId,
        type: recipe.type,
        name: recipe.name,
        tags: recipe.tags,
        width: facts.width,
        height: facts.height,
        dpi: facts.dpi,
        colorMode: facts.colorMode as ColorMode,
        format,
        sizeBytes: body.length,
        storageKey,
        thumbKey,
        createdAt,
        updatedAt: createdAt,
      }
    }),
  )
  await db.insert(materials).values(rows)
}
