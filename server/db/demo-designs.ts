// Demo data of the design tools (issue 17): three open-licence fonts of the demo seller (Roboto and
// Pacifico, SIL Open Font License 1.1, from @fontsource, and WenQuanYi Micro Hei for Chinese,
// Apache-2.0, cut to GB2312 level 1 by scripts/make-cjk-font.ts — WOFF, which opentype.js reads), two
// large library pictures that print sharply on a T-shirt front, and one finished design on the
// classic tee with its print file, mockup and goods. The models' side photos are drawn by the
// design module (side-photo.ts): the demo catalogue has no photographs.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import sharp from 'sharp'
import { API_BASE } from '../../src/contract/constants'
import type { DesignSide, DesignSideFiles } from '../../src/contract/designs'
import { DESIGN_PATHS } from '../../src/contract/designs'
import type { FileStorage } from '../lib/file-storage'
import { BUILT_IN_FONT_FILES, builtInFont, parseFont } from '../modules/designs/fonts'
import { renderMockup, renderPrintFile } from '../modules/designs/render'
import { textBox } from '../modules/designs/text-path'
import { makeThumbnail, readImage } from '../modules/materials/image-file'
import { materialKey } from '../modules/materials/upload'
import { DEMO_IDS } from './demo-data'
import { CJK_DEMO_FONT, demoFontFile } from './demo-fonts'
import { DEMO_SHOPS } from './demo-orders'
import { designs, designVersions, fonts, goods, materials } from './schema'
import type { Database } from './types'

const D = DEMO_IDS.distributor
const require = createRequire(import.meta.url)

/** The demo design's goods: a demo order holds them, so a production job prints the design (demo-production.ts). */
export const DEMO_DESIGN_GOODS = 'g-demo-design-summer'

export const DEMO_FONTS = [
  {
    id: 'f-demo-roboto',
    family: 'Roboto',
    path: () => require.resolve(BUILT_IN_FONT_FILES.sans),
    fileName: 'roboto-latin-400.woff',
  },
  {
    id: 'f-demo-pacifico',
    family: 'Pacifico',
    path: () => require.resolve(BUILT_IN_FONT_FILES.script),
    fileName: 'pacifico-latin-400.woff',
  },
  {
    id: 'f-demo-wqy-microhei',
    family: 'WenQuanYi Micro Hei 文泉驿微米黑',
    path: () => demoFontFile(CJK_DEMO_FONT),
    fileName: CJK_DEMO_FONT,
  },
] as const

const SIZE = 1800
const sunset = () =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff7a45"/><stop offset="1" stop-color="#ffd666"/></linearGradient></defs>
  <circle cx="900" cy="900" r="860" fill="url(#sky)"/>
  <circle cx="900" cy="980" r="380" fill="#fff1b8"/>
  <path d="M60 1150 L520 760 L820 1040 L1120 700 L1740 1150 Z" fill="#2f7d6d"/>
  <path d="M40 1160 H1760 A860 860 0 0 1 40 1160 Z" fill="#1b4fd6"/>
  <path d="M300 1330 H1500 M420 1460 H1380" stroke="#ffffff" stroke-width="40" stroke-linecap="round"/>
</svg>`)
const wave = () =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  ${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${200 + i * 180} Q450 ${60 + i * 180} 900 ${200 + i * 180} T1800 ${200 + i * 180}" fill="none" stroke="${['#3a5fcd', '#36cfc9', '#8e44ad'][i % 3]}" stroke-width="70" stroke-linecap="round"/>`).join('')}
</svg>`)

const PICTURES = [
  { id: 'm-demo-design-sunset', name: 'sunset-badge-1800.png', draw: sunset, tags: ['design', '设计', 'badge'] },
  { id: 'm-demo-design-waves', name: 'waves-1800.png', draw: wave, tags: ['design', '设计', 'waves'] },
]

async function seedFonts(db: Database, storage: FileStorage) {
  for (const font of DEMO_FONTS) {
    const body = await readFile(font.path())
    const storageKey = `fonts/${D}/${font.id}.woff`
    await storage.put(storageKey, body)
    await db.insert(fonts).values({
      id: font.id,
      did: D,
      family: font.family,
      fileName: font.fileName,
      format: 'woff',
      sizeBytes: body.length,
      storageKey,
    })
  }
}

async function seedPictures(db: Database, storage: FileStorage) {
  const bodies = new Map<string, Buffer>()
  for (const picture of PICTURES) {
    const body = await sharp(picture.draw()).withDensity(300).png({ compressionLevel: 9, palette: true }).toBuffer()
    const facts = await readImage(body, 'png')
    if (!facts) throw new Error(`demo picture ${picture.name} is unreadable`)
    const storageKey = materialKey(D, picture.id, '.png')
    const thumbKey = materialKey(D, picture.id, '.thumb.webp')
    await storage.put(storageKey, body)
    await storage.put(thumbKey, await makeThumbnail(body))
    await db.insert(materials).values({
      id: picture.id,
      did: D,
      categoryId: 'mc-demo-logos',
      type: 'pattern',
      name: picture.name,
      tags: picture.tags,
      width: facts.width,
      height: facts.height,
      dpi: facts.dpi,
      colorMode: facts.colorMode,
      format: 'png',
      sizeBytes: body.length,
      storageKey,
      thumbKey,
    })
    bodies.set(picture.id, body)
  }
  return bodies
}

/** The classic tee's front: 300 × 400 mm at (110, 90) on its photo (demo-goods.ts). */
const FRONT = { id: `${D}-p1-d1`, name: '正面 Front', width: 300, height: 400, x: 110, y: 90 }
const common = { rotation: 0, flipX: false, flipY: false, locked: false, hidden: false }

export async function seedDemoDesigns(db: Database, storage: FileStorage): Promise<void> {
  await seedFonts(db, storage)
  const pictures = await seedPictures(db, storage)
  const pacifico = parseFont(await readFile(require.resolve(BUILT_IN_FONT_FILES.script)))
  const title = { text: 'Summer Days', fontSize: 96, letterSpacing: 0 }
  const titleBox = textBox(pacifico, title)
  const side: DesignSide = {
    sideId: FRONT.id,
    elements: [
      // 1,800 px over 200 mm: 228 DPI.
      {
        id: 'demo-sunset',
        kind: 'image',
        materialId: 'm-demo-design-sunset',
        pixelWidth: SIZE,
        pixelHeight: SIZE,
        x: 50,
        y: 30,
        width: 200,
        height: 200,
        ...common,
      },
      {
        id: 'demo-title',
        kind: 'text',
        ...title,
        fontId: 'f-demo-pacifico',
        fill: '#e8542c',
        align: 'center',
        x: Math.round((150 - titleBox.width / 2) * 100) / 100,
        y: 250,
        width: Math.round(titleBox.width * 100) / 100,
        height: Math.round(titleBox.height * 100) / 100,
        ...common,
      },
    ],
  }
  const inputs = {
    images: new Map([
      ['m-demo-design-sunset', { body: pictures.get('m-demo-design-sunset')!, format: 'png' as const }],
    ]),
    fonts: new Map([
      ['f-demo-pacifico', pacifico],
      ['', await builtInFont()],
    ]),
  }
  const print = await renderPrintFile(side, FRONT, inputs)
  const mockup = await renderMockup(side, FRONT, inputs, { side: FRONT, color: '#FFFFFF', shape: 'garment' })
  const folder = `d/${D}/design-demo-summer/v1`
  await storage.put(`${folder}/1-print.png`, print.body)
  await storage.put(`${folder}/1-mockup.jpg`, mockup)
  const files: DesignSideFiles[] = [
    {
      sideId: FRONT.id,
      sideName: FRONT.name,
      width: print.width,
      height: print.height,
      dpi: print.dpi,
      printFile: `${folder}/1-print.png`,
      mockup: `${folder}/1-mockup.jpg`,
    },
  ]
  await db.insert(designs).values({
    id: 'design-demo-summer',
    did: D,
    name: 'Summer Days tee',
    productId: `${D}-p1`,
    color: '#FFFFFF',
    zoom: 12,
    currentVersion: 1,
  })
  await db.insert(designVersions).values({
    id: 'design-demo-summer-v1',
    did: D,
    designId: 'design-demo-summer',
    number: 1,
    productId: `${D}-p1`,
    color: '#FFFFFF',
    sides: [side],
    files,
  })
  const mockupUrl = `${API_BASE}${DESIGN_PATHS.mockup(files[0]!.mockup)}`
  const shop = DEMO_SHOPS[0]!
  await db.insert(goods).values({
    id: DEMO_DESIGN_GOODS,
    did: D,
    goodsNo: 'GDESIGNSUMMER',
    productId: `${D}-p1`,
    categoryId: `${D}-pc-tees`,
    designImage: mockupUrl,
    designId: 'design-demo-summer',
    designVersion: 1,
    title: 'Summer Days 圆领T恤 Summer Days crew tee',
    images: [mockupUrl],
    specPrices: [],
    minPrice: 5900,
    maxPrice: 6900,
    shopId: shop.id,
    channel: shop.channel,
    status: 'draft',
    isNew: true,
    newSort: 0,
  })
}
