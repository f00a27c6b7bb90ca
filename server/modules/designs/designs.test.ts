// Design calls on a real database (PGlite, and PostgreSQL when DATABASE_URL is set): save with
// versions, print files and mockups compared with reference images, tenant and permission
// checks, bad input refused with nothing written, goods from a design and frozen print files.
import { mkdtempSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  DESIGN_PATHS,
  type DesignDetail,
  type DesignSaveInput,
  MM_PER_PT,
  TEXT_LINE_HEIGHT,
} from '../../../src/contract/designs'
import type { GoodsRow } from '../../../src/contract/goods'
import { MATERIAL_PATHS } from '../../../src/contract/materials'
import { CJK_DEMO_FONT, demoFontFile } from '../../db/demo-fonts'
import { describeApp } from '../../test/helper'
import { newKey, rowsOf, scalar } from '../../test/support'
import { upload } from '../materials/test-support'
import { badge, compareImages, imageAt, referenceSide, textAt } from './test-support'

const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-designs-test-'))
const require = createRequire(import.meta.url)
const woff = () => readFileSync(require.resolve('@fontsource/pacifico/files/pacifico-latin-400-normal.woff'))
const woff2 = () => readFileSync(require.resolve('@fontsource/pacifico/files/pacifico-latin-400-normal.woff2'))
const reference = (name: string) => readFileSync(path.join(import.meta.dirname, 'reference', name))

const MODEL = 'd-demo-p1'
const FRONT = 'd-demo-p1-d1'
const BACK = 'd-demo-p1-d2'

describeApp(
  'design calls',
  (get) => {
    const token = (username = 'seller') => get().login(username)
    const save = async (
      body: unknown,
      options: { username?: string; locale?: 'en' | 'zh-CN'; key?: string | null } = {},
    ) =>
      get().call<DesignDetail>('POST', DESIGN_PATHS.save, {
        token: await token(options.username),
        body,
        locale: options.locale ?? 'en',
        headers: options.key === null ? {} : { 'idempotency-key': options.key ?? newKey('design') },
      })
    const uploadPicture = async (username: string, body: Buffer, name = 'badge.png') => {
      const answer = await upload<{ material?: { id: string } }[]>(
        get,
        MATERIAL_PATHS.save,
        [
          { name: 'type', body: 'pattern' },
          { name: 'file', fileName: name, type: 'image/png', body },
        ],
        { token: await token(username) },
      )
      expect(answer.status).toBe(200)
      return answer.body.data[0]!.material!.id
    }
    const uploadFont = async (body: Buffer, fileName: string) => {
      const answer = await upload<{ font?: { id: string } }[]>(
        get,
        MATERIAL_PATHS.fontSave,
        [{ name: 'file', fileName, body }],
        { token: await token() },
      )
      expect(answer.status).toBe(200)
      return answer.body.data[0]!.font!.id
    }
    let material = ''
    let fontId = ''
    const design = (extra: Partial<DesignSaveInput> = {}): DesignSaveInput => ({
      name: 'Hello tee',
      productId: MODEL,
      color: '#FFFFFF',
      zoom: 12,
      sides: [
        { ...referenceSide(material), sideId: FRONT },
        { sideId: BACK, elements: [] },
      ],
      ...extra,
    })
    const designCount = () => scalar(get, `select count(*) from design_versions`)
    const fetchFile = async (url: string, withToken?: string) =>
      get().app.inject({
        method: 'GET',
        url,
        headers: withToken ? { authorization: `Bearer ${withToken}` } : {},
      })

    it('prepares a library picture and a font of the seller', async () => {
      material = await uploadPicture('seller', await badge())
      fontId = await uploadFont(woff(), 'pacifico.woff')
      expect(material).toBeTruthy()
      expect(fontId).toBeTruthy()
    })

    describe('saving', () => {
      let saved: DesignDetail

      it('saves version 1 with a print file per printed side (exact pixels, 300 DPI, sRGB) and a mockup', async () => {
        const answer = await save(design())
        expect(answer.status).toBe(200)
        saved = answer.body.data
        expect(saved).toMatchObject({ name: 'Hello tee', productId: MODEL, currentVersion: 1, version: 1, zoom: 12 })
        // The back is empty: it is not printed.
        expect(saved.files).toHaveLength(1)
        expect(saved.files[0]).toMatchObject({ sideId: FRONT, width: 3543, height: 4724, dpi: 300 })
        const print = await fetchFile(`/dis/ts${DESIGN_PATHS.printFile(saved.files[0]!.printFile)}`, await token())
        expect(print.statusCode).toBe(200)
        expect(print.headers['content-type']).toBe('image/png')
        const meta = await sharp(print.rawPayload).metadata()
        expect(meta).toMatchObject({ width: 3543, height: 4724, density: 300, space: 'srgb', hasAlpha: true })
        expect(meta.icc).toBeDefined()
      })

      it('the print file matches the reference image; outside the elements it is transparent', async () => {
        const print = (await fetchFile(`/dis/ts${DESIGN_PATHS.printFile(saved.files[0]!.printFile)}`, await token()))
          .rawPayload
        const diff = await compareImages(print, reference('front-print.png'), 300, 400)
        expect(diff.mean).toBeLessThan(2)
        expect(diff.farShare).toBeLessThan(0.01)
        // Top-left corner: nothing printed there.
        const corner = await sharp(print).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer()
        expect(corner[3]).toBe(0)
        // The text (blue) sits where the seller put it: 230–320 mm down, the middle of the area.
        const row = Math.round((262 / 400) * 4724)
        const line = await sharp(print).extract({ left: 0, top: row, width: 3543, height: 1 }).raw().toBuffer()
        let blue = 0
        for (let i = 0; i < line.length; i += 4) if (line[i + 2]! > 180 && line[i]! < 80 && line[i + 3]! > 200) blue++
        expect(blue).toBeGreaterThan(50)
      })

      it('the mockup is the design on the model photo and is served without a session (listing images)', async () => {
        const mockup = await fetchFile(saved.cover!)
        expect(mockup.statusCode).toBe(200)
        expect(mockup.headers['content-type']).toBe('image/jpeg')
        const diff = await compareImages(mockup.rawPayload, reference('front-mockup.png'), 260, 290)
        expect(diff.mean).toBeLessThan(4)
        expect(diff.farShare).toBeLessThan(0.02)
      })

      it('print files need a session and the same tenant', async () => {
        const url = `/dis/ts${DESIGN_PATHS.printFile(saved.files[0]!.printFile)}`
        expect((await fetchFile(url)).statusCode).toBe(401)
        expect((await fetchFile(url, await token('seller2'))).statusCode).toBe(404)
        expect((await fetchFile(`/dis/ts/design/mockup/d/d-demo/../../x-mockup.jpg`)).statusCode).toBe(404)
      })

      it('renders text with the seller’s font as outlines (no font on the server needed)', async () => {
        const answer = await save(
          design({
            name: 'Script',
            sides: [{ sideId: FRONT, elements: [textAt({ fontId, text: 'Aloha', align: 'left' })] }],
          }),
        )
        expect(answer.status).toBe(200)
        const print = (
          await fetchFile(`/dis/ts${DESIGN_PATHS.printFile(answer.body.data.files[0]!.printFile)}`, await token())
        ).rawPayload
        const stats = await sharp(print).stats()
        // Some pixels are inked (alpha channel max), most are not.
        expect(stats.channels[3]!.max).toBe(255)
        expect(stats.channels[3]!.mean).toBeLessThan(40)
      })

      it('Chinese text in the demo CJK font (WenQuanYi Micro Hei) prints each character’s own glyph', async () => {
        // The demo seeds it for the seller; a test app has its own file folder, so it is uploaded here.
        const cjk = await uploadFont(readFileSync(demoFontFile(CJK_DEMO_FONT)), CJK_DEMO_FONT)
        // Four full-width characters on one line, left-aligned: each fills a quarter of the box.
        const box = { x: 20, y: 40, width: 4 * 90 * MM_PER_PT, height: 90 * MM_PER_PT * TEXT_LINE_HEIGHT }
        const answer = await save(
          design({
            name: 'Chinese',
            sides: [
              {
                sideId: FRONT,
                elements: [textAt({ fontId: cjk, text: '中文设计', align: 'left', fontSize: 90, ...box })],
              },
            ],
          }),
        )
        expect(answer.status).toBe(200)
        const file = answer.body.data.files[0]!
        const print = (await fetchFile(`/dis/ts${DESIGN_PATHS.printFile(file.printFile)}`, await token())).rawPayload
        const perMm = file.width / 300
        // Each character's cell as 48 × 48 alpha values.
        const cells = await Promise.all(
          [0, 1, 2, 3].map((i) =>
            sharp(print)
              .extract({
                left: Math.round((box.x + (i * box.width) / 4) * perMm),
                top: Math.round(box.y * perMm),
                width: Math.floor((box.width / 4) * perMm),
                height: Math.floor(box.height * perMm),
              })
              .extractChannel('alpha')
              .resize(48, 48, { fit: 'fill' })
              .raw()
              .toBuffer(),
          ),
        )
        for (const cell of cells) {
          const inked = cell.filter((alpha) => alpha > 128).length / cell.length
          // Strokes, not an empty cell and not a filled block.
          expect(inked).toBeGreaterThan(0.05)
          expect(inked).toBeLessThan(0.6)
        }
        // A font without these characters draws one box for all: here every pair of cells differs.
        for (let a = 0; a < 4; a++)
          for (let b = a + 1; b < 4; b++) {
            const differing = cells[a]!.filter((alpha, i) => Math.abs(alpha - cells[b]![i]!) > 128).length
            expect(differing / cells[a]!.length).toBeGreaterThan(0.1)
          }
      })

      it('list and detail: the tenant’s designs only', async () => {
        const list = await get().call<{ list: { id: string }[]; total: number }>('POST', DESIGN_PATHS.list, {
          token: await token(),
          body: { pageNo: 1, pageSize: 50 },
        })
        expect(list.status).toBe(200)
        expect(list.body.data.list.map((row) => row.id)).toContain(saved.id)
        const other = await get().call<{ list: unknown[] }>('POST', DESIGN_PATHS.list, {
          token: await token('seller2'),
          body: {},
        })
        expect(other.body.data.list.map((row) => (row as { id: string }).id)).not.toContain(saved.id)
        expect((await get().call('GET', DESIGN_PATHS.detail(saved.id), { token: await token('seller2') })).status).toBe(
          404,
        )
      })

      it('a save replayed with the same key answers the same and writes one version', async () => {
        const key = newKey('replay')
        const before = await designCount()
        const first = await save(design({ name: 'Replayed' }), { key })
        const again = await save(design({ name: 'Replayed' }), { key })
        expect(again.status).toBe(200)
        expect(again.headers['idempotent-replayed']).toBe('true')
        expect(again.body.data.id).toBe(first.body.data.id)
        expect(await designCount()).toBe(before + 1)
      })

      it('goods from a design carry its mockups; a new version moves unordered goods, ordered goods keep theirs', async () => {
        const [shop] = await rowsOf<{ id: string }>(
          get,
          sql`select id from shops where did = 'd-demo' order by id limit 1`,
        )
        const created = await get().call<GoodsRow>('POST', DESIGN_PATHS.goods, {
          token: await token(),
          body: { designId: saved.id, shopId: shop!.id, title: 'Hello tee' },
          headers: { 'idempotency-key': newKey('goods') },
        })
        expect(created.status).toBe(200)
        const goodsId = created.body.data.id
        const [row] = await rowsOf<{ images: string[]; design_version: number; status: string }>(
          get,
          sql`select images, design_version, status from goods where id = ${goodsId}`,
        )
        expect(row!.design_version).toBe(1)
        expect(row!.images[0]).toBe(saved.cover)
        expect(row!.status).toBe('draft')

        // Version 2: the unordered goods follow it.
        const v2 = await save(design({ id: saved.id, version: saved.version, name: 'Hello tee v2' }))
        expect(v2.status).toBe(200)
        expect(v2.body.data.currentVersion).toBe(2)
        expect(await scalar(get, `select design_version from goods where id = '${goodsId}'`)).toBe(2)

        // An order references the goods: its print file (version 2) is frozen.
        const [order] = await rowsOf<{ id: string }>(get, sql`select id from sale_orders where did = 'd-demo' limit 1`)
        await get().db.execute(
          sql`insert into sale_order_lines (id, did, order_id, goods_id, title, sku, quantity) values ('design-test-line', 'd-demo', ${order!.id}, ${goodsId}, 'Hello tee', 'FFF-M', 1)`,
        )
        const v3 = await save(design({ id: saved.id, version: v2.body.data.version, name: 'Hello tee v3' }))
        expect(v3.status).toBe(200)
        expect(v3.body.data.currentVersion).toBe(3)
        expect(v3.body.data.frozenVersions).toEqual([2])
        expect(await scalar(get, `select design_version from goods where id = '${goodsId}'`)).toBe(2)
        // Version 2's print file is still there.
        const kept = await rowsOf<{ files: { printFile: string }[] }>(
          get,
          sql`select files from design_versions where design_id = ${saved.id} and number = 2`,
        )
        expect(
          (await fetchFile(`/dis/ts${DESIGN_PATHS.printFile(kept[0]!.files[0]!.printFile)}`, await token())).statusCode,
        ).toBe(200)

        // A save based on an old version: 412 with the current design.
        const stale = await save(design({ id: saved.id, version: saved.version }))
        expect(stale.status).toBe(412)
        expect((stale.body.data as DesignDetail).currentVersion).toBe(3)
      })
    })

    describe('bad input: a clear 4xx in the caller’s language and nothing written', () => {
      const refused = async (
        body: unknown,
        status: number,
        options: { username?: string; locale?: 'en' | 'zh-CN'; key?: string | null } = {},
      ) => {
        const before = await designCount()
        const answer = await save(body, options)
        expect(answer.status).toBe(status)
        expect(await designCount()).toBe(before)
        return answer
      }

      it('zoom outside 1–100', async () => {
        expect((await refused(design({ zoom: 0 }), 400)).body.msg).toMatch(/zoom/i)
        const zh = await refused(design({ zoom: 101 }), 400, { locale: 'zh-CN' })
        expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/)
      })

      it('a side of another model, twice the same side, a colour the model lacks', async () => {
        const other = await refused(design({ sides: [{ sideId: 'd-demo-p2-d1', elements: [textAt()] }] }), 400)
        expect(other.body.msg).toContain('does not belong to this product model')
        await refused(
          design({
            sides: [
              { sideId: FRONT, elements: [textAt()] },
              { sideId: FRONT, elements: [] },
            ],
          }),
          400,
        )
        expect((await refused(design({ color: '#123456' }), 400)).body.msg).toContain('#123456')
      })

      it('another tenant’s material or font, or an unknown model: 404', async () => {
        const theirs = await uploadPicture('seller2', await badge(600), 'theirs.png')
        await refused(
          design({
            sides: [
              {
                sideId: FRONT,
                elements: [imageAt(theirs, { pixelWidth: 600, pixelHeight: 600, width: 50, height: 50 })],
              },
            ],
          }),
          404,
        )
        await refused(design({ sides: [{ sideId: FRONT, elements: [textAt({ fontId: 'no-such-font' })] }] }), 404)
        await refused(design({ productId: 'd-demo2-p1' }), 404)
      })

      it('a print area with no content, and only hidden content', async () => {
        const empty = await refused(design({ sides: [{ sideId: FRONT, elements: [] }] }), 400)
        expect(empty.body.msg).toBe('The design prints nothing: put at least one visible element inside a print area')
        await refused(design({ sides: [{ sideId: FRONT, elements: [textAt({ hidden: true })] }] }), 400)
      })

      it('an image below the DPI floor names the side and the DPI', async () => {
        // 1,200 px over 320 mm is 95 DPI.
        const low = design({
          sides: [{ sideId: FRONT, elements: [imageAt(material, { x: 0, y: 0, width: 300, height: 320 })] }],
        })
        const answer = await refused(low, 400)
        expect(answer.body.msg).toContain('Front')
        expect(answer.body.msg).toContain('95 DPI')
        const zh = await refused(low, 400, { locale: 'zh-CN' })
        expect(zh.body.msg).toContain('正面')
      })

      it('a pixel size that is not the file’s (the DPI would be judged wrongly)', async () => {
        await refused(
          design({
            sides: [{ sideId: FRONT, elements: [imageAt(material, { pixelWidth: 9000, pixelHeight: 9000 })] }],
          }),
          400,
        )
      })

      it('a character the font lacks is named, not printed as a box', async () => {
        const chinese = design({ sides: [{ sideId: FRONT, elements: [textAt({ text: 'Hello 你好' })] }] })
        const answer = await refused(chinese, 400)
        expect(answer.body.msg).toContain('This font has no letters for 你 好')
        const zh = await refused(chinese, 400, { locale: 'zh-CN' })
        expect(zh.body.msg).toContain('该字体不包含这些文字：你 好')
      })

      it('a WOFF2 font cannot become outlines: 400 saying what to upload', async () => {
        const id = await uploadFont(woff2(), 'pacifico.woff2')
        const answer = await refused(design({ sides: [{ sideId: FRONT, elements: [textAt({ fontId: id })] }] }), 400)
        expect(answer.body.msg).toContain('TTF, OTF or WOFF')
      })

      it('malformed bodies, no idempotency key, no permission, no session', async () => {
        await refused({ name: 'x' }, 400)
        await refused(design({ sides: [{ sideId: FRONT, elements: [{ kind: 'shape' }] }] } as never), 400)
        await refused(design(), 400, { key: null })
        await refused(design(), 403, { username: 'staff' })
        expect((await get().call('POST', DESIGN_PATHS.save, { body: design() })).status).toBe(401)
        expect((await get().call('POST', DESIGN_PATHS.list, { token: await token('staff'), body: {} })).status).toBe(
          403,
        )
      })

      it('goods from another tenant’s design or from an unknown shop', async () => {
        const [mine] = await rowsOf<{ id: string }>(get, sql`select id from designs where did = 'd-demo' limit 1`)
        const other = await get().call('POST', DESIGN_PATHS.goods, {
          token: await token('seller2'),
          body: { designId: mine!.id, shopId: 'x', title: 'Nope' },
        })
        expect(other.status).toBe(404)
        const noShop = await get().call('POST', DESIGN_PATHS.goods, {
          token: await token(),
          body: { designId: mine!.id, shopId: 'no-such-shop', title: 'Nope' },
        })
        expect(noShop.status).toBe(404)
      })

      it('side photos: colour checked, another tenant’s side is 404', async () => {
        const photo = await fetchFile(`/dis/ts${DESIGN_PATHS.sidePhoto(FRONT, '#000000')}`, await token())
        expect(photo.statusCode).toBe(200)
        expect((await sharp(photo.rawPayload).metadata()).width).toBe(897)
        expect((await fetchFile(`/dis/ts/design/side-photo/${FRONT}?color=red`, await token())).statusCode).toBe(400)
        expect(
          (await fetchFile(`/dis/ts${DESIGN_PATHS.sidePhoto(FRONT, '#000000')}`, await token('seller2'))).statusCode,
        ).toBe(404)
      })
    })
  },
  { config: { dataDir } },
)
