// Text editor calls on a real database: the preview drawn with the real font, a save that lands
// in the materials library as a PNG (print-sized, 300 DPI) with its SVG, usable in a design; bad
// input refused in the caller's language with nothing written; tenant and permission checks.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DESIGN_PATHS, type DesignDetail } from '../../../src/contract/designs'
import { MATERIAL_PATHS, type MaterialRow } from '../../../src/contract/materials'
import {
  DEFAULT_TEXT_STYLE,
  TEXT_MATERIAL_PATHS,
  TEXT_RENDER_MIN_EDGE,
  type TextMaterialDetail,
  type TextPreview,
  type TextStyle,
} from '../../../src/contract/text-materials'
import { describeApp } from '../../test/helper'
import { newKey, scalar } from '../../test/support'
import { upload } from '../materials/test-support'

const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-text-test-'))
const require = createRequire(import.meta.url)
const woff = () => readFileSync(require.resolve('@fontsource/pacifico/files/pacifico-latin-400-normal.woff'))
const filesOf = () => readdirSync(path.join(dataDir, 'files'), { recursive: true }).length

describeApp(
  'text materials (/dis/mi/)',
  (get) => {
    const token = (username = 'seller') => get().login(username)
    const style = (extra: Partial<TextStyle> = {}): TextStyle => ({
      ...DEFAULT_TEXT_STYLE,
      text: 'Sunny\nDays',
      ...extra,
    })
    const preview = async (body: unknown, username = 'seller', locale: 'en' | 'zh-CN' = 'en') =>
      get().call<TextPreview>('POST', TEXT_MATERIAL_PATHS.preview, { token: await token(username), body, locale })
    const save = async (body: unknown, username = 'seller', locale: 'en' | 'zh-CN' = 'en') =>
      get().call<MaterialRow>('POST', TEXT_MATERIAL_PATHS.save, {
        token: await token(username),
        body,
        locale,
        headers: { 'idempotency-key': newKey('text') },
      })
    const materialCount = () => scalar(get, `select count(*) from materials`)
    let fontId = ''
    let saved: MaterialRow

    it('previews straight and arched text as glyph outlines, arched taller than straight', async () => {
      const flat = await preview({ style: style({ text: 'Sunny days ahead' }) })
      expect(flat.status).toBe(200)
      expect(flat.body.data.svg).toMatch(/^<svg [^>]*viewBox=/)
      expect(flat.body.data.svg).toContain('<path')
      expect(flat.body.data.svg).not.toContain('<text')
      const arched = await preview({ style: style({ text: 'Sunny days ahead', arc: 180 }) })
      expect(arched.body.data.height).toBeGreaterThan(flat.body.data.height * 2)
      expect(arched.body.data.svg).toContain('rotate(')
      const outlined = await preview({ style: style({ strokeWidth: 4, stroke: '#FF0000' }) })
      expect(outlined.body.data.svg).toContain('stroke="#FF0000"')
    })

    it('saves a library material: a PNG at print size and 300 DPI, its SVG, and the style to open again', async () => {
      const answer = await save({ name: 'Sunny', style: style({ fill: '#0000FF' }) })
      expect(answer.status).toBe(200)
      saved = answer.body.data
      expect(saved).toMatchObject({ name: 'Sunny', type: 'pattern', format: 'png', dpi: 300, isPublic: false })
      expect(Math.max(saved.width, saved.height)).toBeGreaterThanOrEqual(TEXT_RENDER_MIN_EDGE)
      const png = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${MATERIAL_PATHS.file(saved.id, 'original')}`,
        headers: { authorization: `Bearer ${await token()}` },
      })
      expect(png.statusCode).toBe(200)
      const meta = await sharp(png.rawPayload).metadata()
      expect(meta).toMatchObject({ width: saved.width, height: saved.height, hasAlpha: true, density: 300 })
      // Blue ink in the middle row, transparent corners.
      const { data, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true })
      expect(data[3]).toBe(0)
      let blue = 0
      for (let x = 0; x < info.width; x++) {
        const at = (Math.floor(info.height / 4) * info.width + x) * 4
        if (data[at + 3]! > 200 && data[at + 2]! > 200 && data[at]! < 40) blue++
      }
      expect(blue).toBeGreaterThan(20)

      const svg = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${TEXT_MATERIAL_PATHS.svg(saved.id)}`,
        headers: { authorization: `Bearer ${await token()}` },
      })
      expect(svg.statusCode).toBe(200)
      expect(svg.headers['content-type']).toBe('image/svg+xml')
      expect(svg.body).toContain('fill="#0000FF"')

      const detail = await get().call<TextMaterialDetail>('GET', TEXT_MATERIAL_PATHS.detail(saved.id), {
        token: await token(),
      })
      expect(detail.body.data).toMatchObject({ id: saved.id, name: 'Sunny', style: { text: 'Sunny\nDays' } })
      const recent = await get().call<TextMaterialDetail[]>('GET', TEXT_MATERIAL_PATHS.list, { token: await token() })
      expect(recent.body.data[0]!.id).toBe(saved.id)
      const library = await get().call<{ list: MaterialRow[] }>('POST', MATERIAL_PATHS.list, {
        token: await token(),
        body: { page: 1, size: 50 },
      })
      expect(library.body.data.list.map((row) => row.id)).toContain(saved.id)
    })

    it('the text material goes on a T-shirt in the design editor and prints', async () => {
      const answer = await get().call<DesignDetail>('POST', DESIGN_PATHS.save, {
        token: await token(),
        headers: { 'idempotency-key': newKey('design') },
        body: {
          name: 'Sunny tee',
          productId: 'd-demo-p1',
          color: '#FFFFFF',
          zoom: 10,
          sides: [
            {
              sideId: 'd-demo-p1-d1',
              elements: [
                {
                  id: 'e1',
                  kind: 'image',
                  materialId: saved.id,
                  pixelWidth: saved.width,
                  pixelHeight: saved.height,
                  x: 20,
                  y: 20,
                  width: 200,
                  height: (200 * saved.height) / saved.width,
                  rotation: 0,
                  flipX: false,
                  flipY: false,
                  locked: false,
                  hidden: false,
                },
              ],
            },
          ],
        },
      })
      expect(answer.status).toBe(200)
      expect(answer.body.data.files).toHaveLength(1)
    })

    it('a seller’s own font draws the text; another tenant’s font is 404', async () => {
      const font = await upload<{ font?: { id: string } }[]>(
        get,
        MATERIAL_PATHS.fontSave,
        [{ name: 'file', fileName: 'pacifico.woff', body: woff() }],
        { token: await token() },
      )
      fontId = font.body.data[0]!.font!.id
      const own = await preview({ style: style({ fontId }) })
      const builtIn = await preview({ style: style() })
      expect(own.status).toBe(200)
      expect(own.body.data.svg).not.toBe(builtIn.body.data.svg)
      expect((await preview({ style: style({ fontId }) }, 'seller2')).status).toBe(404)
      expect((await save({ name: 'Theirs', style: style({ fontId }) }, 'seller2')).status).toBe(404)
    })

    it('bad input is a 400 in the caller’s language and writes nothing', async () => {
      const before = { rows: await materialCount(), files: filesOf() }
      const empty = await save({ name: 'Empty', style: style({ text: '   ' }) }, 'seller', 'zh-CN')
      expect(empty.status).toBe(400)
      expect(empty.body.msg).toContain('请先输入文字')
      const lines = await save({ name: 'Long', style: style({ text: 'a\n'.repeat(11) }) })
      expect(lines.status).toBe(400)
      expect(lines.body.msg).toContain('At most 10 lines')
      expect((await save({ name: 'Big', style: style({ fontSize: 4000 }) })).status).toBe(400)
      expect((await save({ name: 'Colour', style: style({ fill: 'red' }) })).status).toBe(400)
      expect((await save({ name: '', style: style() })).status).toBe(400)
      expect((await save({ name: 'Extra', style: style(), id: 'x' })).status).toBe(400)
      // Letters the font has no glyph for would print as boxes: refused, naming them.
      const missing = await save({ name: 'CJK', style: style({ fontId, text: 'Hi 你好' }) }, 'seller', 'zh-CN')
      expect(missing.status).toBe(400)
      expect(missing.body.msg).toContain('该字体不包含这些文字：你 好')
      expect((await preview({ style: style({ text: '你好' }) })).status).toBe(400)
      // A category of another tenant: 404, and the drawn files are taken back.
      const theirs = await get().call<{ id: string }>('POST', MATERIAL_PATHS.categorySave, {
        token: await token('seller2'),
        body: { name: 'Theirs', pid: '0' },
        headers: { 'idempotency-key': newKey('cat') },
      })
      expect(theirs.status).toBe(200)
      expect((await save({ name: 'Cat', categoryId: theirs.body.data.id, style: style() })).status).toBe(404)
      expect((await save({ name: 'Cat', categoryId: 'no-such-category', style: style() })).status).toBe(404)
      expect(await materialCount()).toBe(before.rows)
      await expect.poll(filesOf).toBe(before.files)
    })

    it('another tenant’s text material is 404; without the upload permission 403', async () => {
      const other = await token('seller2')
      expect((await get().call('GET', TEXT_MATERIAL_PATHS.detail(saved.id), { token: other })).status).toBe(404)
      const svg = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${TEXT_MATERIAL_PATHS.svg(saved.id)}`,
        headers: { authorization: `Bearer ${other}` },
      })
      expect(svg.statusCode).toBe(404)
      const mine = await get().call<TextMaterialDetail[]>('GET', TEXT_MATERIAL_PATHS.list, { token: other })
      expect(mine.body.data.map((row) => row.id)).not.toContain(saved.id)
      expect((await save({ name: 'No', style: style() }, 'supplier')).status).toBe(403)
      expect((await preview({ style: style() }, 'supplier')).status).toBe(403)
      expect((await get().call('POST', TEXT_MATERIAL_PATHS.save, { body: {} })).status).toBe(401)
    })

    it('deleting a text material removes its PNG, thumbnail and SVG once the delete commits', async () => {
      const made = await save({ name: 'Gone soon', style: style() })
      expect(made.status).toBe(200)
      const before = filesOf()
      const removed = await get().call('POST', MATERIAL_PATHS.remove, {
        token: await token(),
        body: { ids: [made.body.data.id] },
        headers: { 'idempotency-key': newKey('text-delete') },
      })
      expect(removed.status).toBe(200)
      expect(await scalar(get, `select count(*) from text_materials where material_id = '${made.body.data.id}'`)).toBe(
        0,
      )
      await expect.poll(filesOf).toBe(before - 3)
      const svg = await get().app.inject({
        method: 'GET',
        url: `/dis/ts${TEXT_MATERIAL_PATHS.svg(made.body.data.id)}`,
        headers: { authorization: `Bearer ${await token()}` },
      })
      expect(svg.statusCode).toBe(404)
    })

    describe('the same save replayed with its key', () => {
      it('answers once and makes one material', async () => {
        const key = newKey('text-replay')
        const call = async () =>
          get().call<MaterialRow>('POST', TEXT_MATERIAL_PATHS.save, {
            token: await token(),
            body: { name: 'Once', style: style() },
            headers: { 'idempotency-key': key },
          })
        const before = await materialCount()
        const first = await call()
        const second = await call()
        expect(second.body.data.id).toBe(first.body.data.id)
        expect(await materialCount()).toBe(before + 1)
      })
    })
  },
  { config: { dataDir } },
)
