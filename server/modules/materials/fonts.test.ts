// Fonts of the materials library: uploads judged by content (a real font parses; a font's first
// bytes over junk, a truncated font or a renamed ZIP does not), listed, served and deleted.
import { mkdtempSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as opentype from 'opentype.js'
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import { MATERIAL_PATHS, type UploadItemResult } from '../../../src/contract/materials'
import { describeApp } from '../../test/helper'
import { png, upload } from './test-support'

const require = createRequire(import.meta.url)
/** The part of opentype.js's writer the font test uses (server/types/opentype.d.ts types the reader). */
interface OpentypeBuild {
  Path: new () => { moveTo(x: number, y: number): void; lineTo(x: number, y: number): void; close(): void }
  Glyph: new (options: { name: string; unicode: number; advanceWidth: number; path: unknown }) => unknown
  Font: new (options: Record<string, unknown>) => { toArrayBuffer(): ArrayBuffer }
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-fonts-test-'))
type Upload = UploadItemResult[]

describeApp(
  'material fonts',
  (get) => {
    const seller = () => get().login('seller')

    describe('fonts', () => {
      // A real OpenType font (CFF outlines) with the family "Demo Sans", made with opentype.js. A
      // hand-made sfnt holding only a `name` table no longer passes: uploads must parse as fonts.
      const otf = () => {
        const o = ((opentype as { default?: unknown }).default ?? opentype) as unknown as OpentypeBuild
        const square = new o.Path()
        square.moveTo(0, 0)
        square.lineTo(500, 0)
        square.lineTo(500, 700)
        square.close()
        const glyphs = [
          new o.Glyph({ name: '.notdef', unicode: 0, advanceWidth: 500, path: new o.Path() }),
          new o.Glyph({ name: 'A', unicode: 65, advanceWidth: 600, path: square }),
        ]
        const font = new o.Font({
          familyName: 'Demo Sans',
          styleName: 'Regular',
          unitsPerEm: 1000,
          ascender: 800,
          descender: -200,
          glyphs,
        })
        return Buffer.from(font.toArrayBuffer())
      }
      const fontFile = (name: string) => readFileSync(require.resolve(`@fontsource/roboto/files/${name}`))

      it('uploads a font (family read from the file), lists, serves and deletes it; refuses a picture', async () => {
        const saved = await upload<Upload>(
          get,
          MATERIAL_PATHS.fontSave,
          [{ name: 'file', fileName: 'demo.otf', body: otf() }],
          { token: await seller() },
        )
        expect(saved.status).toBe(200)
        const font = saved.body.data[0]!.font!
        expect(font).toMatchObject({ family: 'Demo Sans', format: 'otf' })
        const listed = await get().call<ServerPage<{ id: string }>>('POST', MATERIAL_PATHS.fontList, {
          token: await seller(),
          body: {},
        })
        expect(listed.body.data.list.map((row) => row.id)).toContain(font.id)
        const file = await get().app.inject({
          method: 'GET',
          url: `/dis/ts${MATERIAL_PATHS.fontFile(font.id)}`,
          headers: { authorization: `Bearer ${await seller()}` },
        })
        expect(file.statusCode).toBe(200)
        expect(file.headers['content-type']).toBe('font/otf')
        const other = await get().call('GET', MATERIAL_PATHS.fontFile(font.id), { token: await get().login('seller2') })
        expect(other.status).toBe(404)
        const picture = await upload(
          get,
          MATERIAL_PATHS.fontSave,
          [{ name: 'file', fileName: 'x.ttf', body: await png() }],
          { token: await seller(), locale: 'en' },
        )
        expect(picture.status).toBe(400)
        expect(picture.body.msg).toBe('Only TTF, OTF, WOFF or WOFF2 font files may be uploaded')
        expect(
          (await get().call('POST', MATERIAL_PATHS.fontRemove, { token: await seller(), body: { ids: [font.id] } }))
            .status,
        ).toBe(200)
      })
      it('keeps real WOFF and WOFF2 fonts; refuses a font header over junk, a truncated font and a renamed ZIP', async () => {
        const woff = fontFile('roboto-latin-400-normal.woff')
        const woff2 = fontFile('roboto-latin-400-normal.woff2')
        const good = await upload<Upload>(
          get,
          MATERIAL_PATHS.fontSave,
          [
            { name: 'file', fileName: 'roboto.woff', body: woff },
            // Bytes after the font's end are not kept.
            { name: 'file', fileName: 'roboto.woff2', body: Buffer.concat([woff2, Buffer.from('<html>x</html>')]) },
          ],
          { token: await seller() },
        )
        expect(good.status).toBe(200)
        expect(good.body.data.map((row) => [row.ok, row.font?.format, row.font?.sizeBytes])).toEqual([
          [true, 'woff', woff.length],
          [true, 'woff2', woff2.length],
        ])
        const junk = (tag: string) => Buffer.concat([Buffer.from(tag, 'latin1'), Buffer.alloc(200, 0x41)])
        const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)])
        for (const locale of ['en', 'zh-CN'] as const) {
          const bad = await upload<Upload>(
            get,
            MATERIAL_PATHS.fontSave,
            [
              { name: 'file', fileName: 'a.woff', body: junk('wOFF') },
              { name: 'file', fileName: 'b.woff2', body: junk('wOF2') },
              {
                name: 'file',
                fileName: 'c.ttf',
                body: Buffer.concat([Buffer.from([0, 1, 0, 0]), Buffer.alloc(200, 7)]),
              },
              { name: 'file', fileName: 'd.woff', body: woff.subarray(0, woff.length - 100) },
              { name: 'file', fileName: 'e.otf', body: otf().subarray(0, 600) },
              { name: 'file', fileName: 'f.ttf', body: zip },
            ],
            { token: await seller(), locale },
          )
          expect(bad.status).toBe(400)
          const messages = (bad.body.data as unknown as Upload).map((row) => [row.ok, row.msg])
          const unreadable =
            locale === 'en'
              ? 'This file is not a font that can be read; it may be damaged or only named like a font'
              : '该文件不是可读取的字体，可能已损坏或只是改了扩展名'
          const onlyFonts =
            locale === 'en'
              ? 'Only TTF, OTF, WOFF or WOFF2 font files may be uploaded'
              : '只能上传 TTF、OTF、WOFF 或 WOFF2 字体文件'
          expect(messages).toEqual([
            [false, unreadable],
            [false, unreadable],
            [false, unreadable],
            [false, unreadable],
            [false, unreadable],
            [false, onlyFonts],
          ])
        }
      })
    })
  },
  { config: { dataDir } },
)
