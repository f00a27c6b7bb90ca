// The Materials calls of SPEC.md §7 as a client makes them: uploads judged per file by content
// and size, lists with filters, category tree rules, tenant isolation, permissions, idempotency.
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import {
  MATERIAL_PATHS,
  type MaterialCategoryRow,
  type MaterialRow,
  type UploadItemResult,
} from '../../../src/contract/materials'
import { filesDirOf } from '../../lib/file-storage'
import { describeApp } from '../../test/helper'
import { newKey } from '../../test/support'
import { bigPng, jpeg, png, upload } from './test-support'

const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-materials-test-'))
type Upload = UploadItemResult[]

describeApp(
  'materials',
  (get) => {
    const seller = () => get().login('seller')
    const list = async (body: Record<string, unknown>, token?: string) =>
      get().call<ServerPage<MaterialRow>>('POST', MATERIAL_PATHS.list, { token: token ?? (await seller()), body })

    describe('upload', () => {
      it('saves a PNG and a JPG with size, DPI and colour mode read from the file, and serves them', async () => {
        const answer = await upload<Upload>(
          get,
          MATERIAL_PATHS.save,
          [
            { name: 'file', fileName: 'red.png', type: 'image/png', body: await png(64, 48, 300) },
            { name: 'file', fileName: 'blue.jpg', type: 'image/jpeg', body: await jpeg(80, 60) },
            { name: 'categoryId', body: 'mc-demo-stripes' },
            { name: 'tags', body: 'red, 红色' },
          ],
          { token: await seller() },
        )
        expect(answer.status).toBe(200)
        const [red, blue] = answer.body.data
        expect(red).toMatchObject({ ok: true, fileName: 'red.png' })
        expect(red!.material).toMatchObject({
          width: 64,
          height: 48,
          dpi: 300,
          colorMode: 'rgb',
          format: 'png',
          categoryId: 'mc-demo-stripes',
          tags: ['red', '红色'],
        })
        expect(blue!.material).toMatchObject({ width: 80, height: 60, format: 'jpeg' })
        const file = await get().app.inject({
          method: 'GET',
          url: `/dis/ts${MATERIAL_PATHS.file(red!.material!.id, 'thumb')}`,
          headers: { authorization: `Bearer ${await seller()}` },
        })
        expect(file.statusCode).toBe(200)
        expect(file.headers['content-type']).toBe('image/webp')
        expect(file.headers['cache-control']).toContain('private')
        const again = await get().app.inject({
          method: 'GET',
          url: `/dis/ts${MATERIAL_PATHS.file(red!.material!.id, 'original')}`,
          headers: {
            authorization: `Bearer ${await seller()}`,
            'if-none-match': file.headers.etag!.replace('thumb', 'original'),
          },
        })
        expect(again.statusCode).toBe(304)
      })

      it('keeps only the picture of a PNG or JPG with a page appended; refuses a picture header over junk', async () => {
        const html = Buffer.from('<html><script>alert(1)</script></html>')
        const red = await png(20, 10)
        const blue = await jpeg(30, 20)
        const answer = await upload<Upload>(
          get,
          MATERIAL_PATHS.save,
          [
            { name: 'file', fileName: 'polyglot.png', body: Buffer.concat([red, html]) },
            { name: 'file', fileName: 'polyglot.jpg', body: Buffer.concat([blue, html]) },
          ],
          { token: await seller() },
        )
        expect(answer.status).toBe(200)
        const stored = async (id: string) =>
          (
            await get().app.inject({
              method: 'GET',
              url: `/dis/ts${MATERIAL_PATHS.file(id, 'original')}`,
              headers: { authorization: `Bearer ${await seller()}` },
            })
          ).rawPayload
        const [png1, jpg1] = answer.body.data
        expect(png1!.material!.sizeBytes).toBe(red.length)
        expect((await stored(png1!.material!.id)).equals(red)).toBe(true)
        expect(jpg1!.material!.sizeBytes).toBe(blue.length)
        expect((await stored(jpg1!.material!.id)).equals(blue)).toBe(true)

        const broken = Buffer.from(red)
        broken[40] = broken[40]! ^ 0xff // inside IHDR/IDAT: the chunk's CRC no longer matches
        for (const locale of ['en', 'zh-CN'] as const) {
          const bad = await upload<Upload>(
            get,
            MATERIAL_PATHS.save,
            [
              {
                name: 'file',
                fileName: 'junk.png',
                body: Buffer.concat([red.subarray(0, 8), Buffer.alloc(300, 0x41)]),
              },
              {
                name: 'file',
                fileName: 'junk.jpg',
                body: Buffer.concat([blue.subarray(0, 3), Buffer.alloc(300, 0x41)]),
              },
              { name: 'file', fileName: 'flipped.png', body: broken },
              { name: 'file', fileName: 'cut.jpg', body: blue.subarray(0, blue.length - 40) },
            ],
            { token: await seller(), locale },
          )
          expect(bad.status).toBe(400)
          const unreadable =
            locale === 'en' ? 'The picture could not be read; it may be damaged' : '无法读取该图片，文件可能已损坏'
          expect((bad.body.data as unknown as Upload).map((row) => row.msg)).toEqual(Array(4).fill(unreadable))
        }
      })

      it('never serves a material through the public avatar route, only through its signed-in route', async () => {
        const answer = await upload<Upload>(
          get,
          MATERIAL_PATHS.save,
          [{ name: 'file', fileName: 'private.png', type: 'image/png', body: await png(40, 40) }],
          { token: await seller() },
        )
        const material = answer.body.data[0]!.material!
        const key = `m/d-demo/${material.id}.png`
        // The file is on disk under the shared files folder, so a 404 below is the route refusing it.
        expect(existsSync(path.join(filesDirOf(dataDir), key))).toBe(true)
        const unsigned = await get().app.inject({ method: 'GET', url: `/dis/ts/files/${key}` })
        expect(unsigned.statusCode).toBe(404)
        const signed = await get().app.inject({
          method: 'GET',
          url: `/dis/ts${MATERIAL_PATHS.file(material.id, 'original')}`,
          headers: { authorization: `Bearer ${await seller()}` },
        })
        expect(signed.statusCode).toBe(200)
      })

      it('refuses a text file renamed to .png and a 501K picture, in both languages', async () => {
        const text = await upload(
          get,
          MATERIAL_PATHS.save,
          [{ name: 'file', fileName: 'notes.png', type: 'image/png', body: 'just some text, not a picture' }],
          {
            token: await seller(),
            locale: 'en',
          },
        )
        expect(text.status).toBe(400)
        expect(text.body.msg).toBe('Only JPG or PNG files may be uploaded')
        const big = await upload(
          get,
          MATERIAL_PATHS.save,
          [{ name: 'file', fileName: 'big.png', body: await bigPng(501 * 1024) }],
          {
            token: await seller(),
            locale: 'zh-CN',
          },
        )
        expect(big.status).toBe(400)
        expect(big.body.msg).toBe('文件大小不能超过 500K')
        const bigEn = await upload(
          get,
          MATERIAL_PATHS.save,
          [{ name: 'file', fileName: 'big.png', body: await bigPng(501 * 1024) }],
          {
            token: await seller(),
            locale: 'en',
          },
        )
        expect(bigEn.body.msg).toBe('File size cannot exceed 500K')
        // Exactly 500K is still allowed.
        const edge = await upload<Upload>(
          get,
          MATERIAL_PATHS.save,
          [{ name: 'file', fileName: 'edge.png', body: await bigPng(500 * 1024) }],
          { token: await seller() },
        )
        expect(edge.status).toBe(200)
        expect(edge.body.data[0]!.material!.sizeBytes).toBe(512000)
      })

      it('saves the good files of several and answers each bad one with its reason', async () => {
        const before = (await list({ keyword: 'batch-' })).body.data.total
        const answer = await upload<Upload>(
          get,
          MATERIAL_PATHS.save,
          [
            { name: 'file', fileName: 'batch-1.png', body: await png() },
            { name: 'file', fileName: 'batch-2.txt', body: 'hello' },
            { name: 'file', fileName: 'batch-3.jpg', body: await jpeg() },
          ],
          { token: await seller(), locale: 'en' },
        )
        expect(answer.status).toBe(200)
        expect(answer.body.data.map((item) => [item.fileName, item.ok, item.status])).toEqual([
          ['batch-1.png', true, 200],
          ['batch-2.txt', false, 400],
          ['batch-3.jpg', true, 200],
        ])
        expect(answer.body.data[1]!.msg).toBe('Only JPG or PNG files may be uploaded')
        expect((await list({ keyword: 'batch-' })).body.data.total).toBe(before + 2)
      })

      it('answers 400 with no file, and the same Idempotency-Key twice saves once', async () => {
        const none = await get().call('POST', MATERIAL_PATHS.save, { token: await seller(), body: {}, locale: 'en' })
        expect(none.status).toBe(400)
        expect(none.body.msg).toBe('Choose at least one file to upload')
        const key = newKey('upload')
        const parts = [{ name: 'file', fileName: 'once-only.png', body: await png(10, 10) }]
        const first = await upload<Upload>(get, MATERIAL_PATHS.save, parts, { token: await seller(), key })
        const second = await upload<Upload>(get, MATERIAL_PATHS.save, parts, { token: await seller(), key })
        expect(second.body.data[0]!.material!.id).toBe(first.body.data[0]!.material!.id)
        expect((await list({ keyword: 'once-only' })).body.data.total).toBe(1)
      })

      it('refuses uploads to another tenant’s category (404) and for an account without the key (403)', async () => {
        const foreign = await upload(
          get,
          MATERIAL_PATHS.save,
          [
            { name: 'file', fileName: 'x.png', body: await png() },
            { name: 'categoryId', body: 'mc-demo2-main' },
          ],
          { token: await seller() },
        )
        expect(foreign.status).toBe(404)
        const supplier = await upload(
          get,
          MATERIAL_PATHS.save,
          [{ name: 'file', fileName: 'x.png', body: await png() }],
          { token: await get().login('supplier') },
        )
        expect(supplier.status).toBe(403)
      })
    })

    describe('lists', () => {
      it('filters by a category with its descendants, keyword, type and date; pages and sorts', async () => {
        const all = await list({ categoryId: 'mc-demo-patterns', pageSize: 100 })
        const names = all.body.data.list.map((row) => row.categoryId)
        expect(new Set(names)).toEqual(new Set(['mc-demo-stripes', 'mc-demo-dots', 'mc-demo-gradients']))
        const dots = await list({
          keyword: 'polka',
          type: 'pattern',
          sortField: 'name',
          sortOrder: 'ascend',
          pageSize: 2,
        })
        expect(dots.body.data).toMatchObject({ pageSize: 2, pageNum: 1, total: 5, pages: 3 })
        expect(dots.body.data.list.map((row) => row.name)).toEqual(['polka-dots-1.png', 'polka-dots-2.png'])
        const future = await list({ createdFrom: '2999-01-01' })
        expect(future.body.data.total).toBe(0)
        const none = await list({ categoryId: 'none', pageSize: 100 })
        expect(none.body.data.list.every((row) => row.categoryId === null)).toBe(true)
      })

      it('shows only the caller’s tenant; public materials and categories to every signed-in account', async () => {
        const mine = await list({ pageSize: 200 })
        expect(mine.body.data.list.some((row) => row.name.startsWith('second-tenant'))).toBe(false)
        const publicList = await get().call<ServerPage<MaterialRow>>('POST', MATERIAL_PATHS.publicList, {
          token: await get().login('staff'),
          body: {},
        })
        expect(publicList.body.data.total).toBe(5)
        expect(publicList.body.data.list.every((row) => row.isPublic)).toBe(true)
        const categories = await get().call<MaterialCategoryRow[]>('POST', MATERIAL_PATHS.publicCategoryList, {
          token: await seller(),
          body: {},
        })
        expect(categories.body.data.map((row) => row.id).sort()).toEqual(['mc-public-picks', 'mc-public-textures'])
        const other = await get().call('GET', MATERIAL_PATHS.file('m-demo-25', 'thumb'), { token: await seller() })
        expect(other.status).toBe(404)
      })

      it('answers bad list input with 400 in both languages', async () => {
        const en = await list({ pageSize: 0, sortField: 'drop table' }, undefined)
        expect(en.status).toBe(400)
        const zh = await get().call('POST', MATERIAL_PATHS.list, {
          token: await seller(),
          body: { type: 'video' },
          locale: 'zh-CN',
        })
        expect(zh.status).toBe(400)
        expect(zh.body.msg).toMatch(/类型/)
        const enType = await get().call('POST', MATERIAL_PATHS.list, {
          token: await seller(),
          body: { type: 'video' },
          locale: 'en',
        })
        expect(enType.body.msg).toMatch(/Type/)
      })
    })

    describe('update and delete', () => {
      async function fresh(name: string) {
        const answer = await upload<Upload>(
          get,
          MATERIAL_PATHS.save,
          [{ name: 'file', fileName: name, body: await png(12, 12) }],
          { token: await seller() },
        )
        return answer.body.data[0]!.material!
      }

      it('renames, moves and tags with a version; a stale version answers 412 with the current row', async () => {
        const row = await fresh('to-rename.png')
        const renamed = await get().call<MaterialRow[]>('POST', MATERIAL_PATHS.update, {
          token: await seller(),
          body: { id: row.id, name: 'renamed.png', categoryId: 'mc-demo-dots', tags: ['a', 'b'], version: row.version },
        })
        expect(renamed.status).toBe(200)
        expect(renamed.body.data[0]).toMatchObject({
          name: 'renamed.png',
          categoryId: 'mc-demo-dots',
          categoryName: '波点 Dots',
          tags: ['a', 'b'],
          version: 2,
        })
        const stale = await get().call<MaterialRow>('POST', MATERIAL_PATHS.update, {
          token: await seller(),
          body: { id: row.id, name: 'x.png', version: 1 },
        })
        expect(stale.status).toBe(412)
        expect(stale.body.data.name).toBe('renamed.png')
      })

      it('moves several at once and deletes single and bulk; files go too', async () => {
        const a = await fresh('bulk-a.png')
        const b = await fresh('bulk-b.png')
        const moved = await get().call<MaterialRow[]>('POST', MATERIAL_PATHS.update, {
          token: await seller(),
          body: { ids: [a.id, b.id], categoryId: 'mc-demo-logos' },
        })
        expect(moved.body.data.map((row) => row.categoryId)).toEqual(['mc-demo-logos', 'mc-demo-logos'])
        const removed = await get().call('POST', MATERIAL_PATHS.remove, {
          token: await seller(),
          body: { ids: [a.id, b.id] },
          headers: { 'idempotency-key': newKey('del') },
        })
        expect(removed.status).toBe(200)
        const file = await get().call('GET', MATERIAL_PATHS.file(a.id, 'original'), { token: await seller() })
        expect(file.status).toBe(404)
        const c = await fresh('single.png')
        expect(
          (await get().call('POST', MATERIAL_PATHS.remove, { token: await seller(), body: { ids: [c.id] } })).status,
        ).toBe(200)
      })

      it('answers 404 for another tenant’s material and refuses changing a public one', async () => {
        const foreign = await get().call('POST', MATERIAL_PATHS.update, {
          token: await seller(),
          body: { id: 'm-demo-25', name: 'mine.png' },
        })
        expect(foreign.status).toBe(404)
        const foreignDelete = await get().call('POST', MATERIAL_PATHS.remove, {
          token: await seller(),
          body: { ids: ['m-demo-25'] },
        })
        expect(foreignDelete.status).toBe(404)
        const publicOne = await get().call('POST', MATERIAL_PATHS.remove, {
          token: await seller(),
          body: { ids: ['m-demo-27'] },
          locale: 'en',
        })
        expect(publicOne.status).toBe(400)
        expect(publicOne.body.msg).toBe('Public materials are shared by the platform and cannot be changed')
      })

      it('refuses a delete without the permission (staff has no material_list delete)', async () => {
        const staff = await get().call('POST', MATERIAL_PATHS.remove, {
          token: await get().login('staff'),
          body: { ids: ['m-demo-01'] },
        })
        expect(staff.status).toBe(403)
      })
    })

    describe('categories', () => {
      const save = async (body: Record<string, unknown>, locale: 'en' | 'zh-CN' = 'en') =>
        get().call<MaterialCategoryRow>('POST', MATERIAL_PATHS.categorySave, { token: await seller(), body, locale })
      const remove = async (id: string, locale: 'en' | 'zh-CN' = 'en') =>
        get().call('POST', MATERIAL_PATHS.categoryRemove(id), { token: await seller(), locale })

      it('lists the tenant’s tree with counts', async () => {
        const answer = await get().call<MaterialCategoryRow[]>('POST', MATERIAL_PATHS.categoryList, {
          token: await seller(),
        })
        const dots = answer.body.data.find((row) => row.id === 'mc-demo-dots')
        expect(dots).toMatchObject({ pid: 'mc-demo-patterns', isPublic: false })
        expect(dots!.materialCount).toBeGreaterThanOrEqual(5)
        expect(answer.body.data.some((row) => row.id === 'mc-demo2-main')).toBe(false)
      })

      it('creates, renames and moves; refuses a cycle and a duplicate name', async () => {
        const created = await save({ name: 'Summer', pid: '0' })
        expect(created.status).toBe(200)
        const child = await save({ name: 'Beach', pid: created.body.data.id })
        const cycle = await save({ id: created.body.data.id, name: 'Summer', pid: child.body.data.id })
        expect(cycle.status).toBe(400)
        expect(cycle.body.msg).toBe('A category cannot be moved under itself or one of its subcategories')
        const duplicate = await save({ name: 'summer', pid: '0' })
        expect(duplicate.status).toBe(409)
        const renamed = await save({ id: child.body.data.id, name: 'Seaside', pid: '0', version: 1 })
        expect(renamed.body.data).toMatchObject({ name: 'Seaside', pid: '0', version: 2 })
        const stale = await save({ id: child.body.data.id, name: 'Old', pid: '0', version: 1 })
        expect(stale.status).toBe(412)
      })

      it('refuses deleting a category with child nodes (SPEC.md §5) or with materials, in both languages', async () => {
        const withChildren = await remove('mc-demo-patterns', 'zh-CN')
        expect(withChildren.status).toBe(400)
        expect(withChildren.body.msg).toBe('该分类下有子节点，不能删除')
        expect((await remove('mc-demo-patterns')).body.msg).toBe('A category with child nodes cannot be deleted')
        const withMaterials = await remove('mc-demo-christmas')
        expect(withMaterials.status).toBe(400)
        expect(withMaterials.body.msg).toMatch(/still holds 2 materials/)
        const empty = await save({ name: 'Empty one', pid: '0' })
        const key = newKey('cat')
        const first = await get().call('POST', MATERIAL_PATHS.categoryRemove(empty.body.data.id), {
          token: await seller(),
          headers: { 'idempotency-key': key },
        })
        const replay = await get().call('POST', MATERIAL_PATHS.categoryRemove(empty.body.data.id), {
          token: await seller(),
          headers: { 'idempotency-key': key },
        })
        expect(first.status).toBe(200)
        expect(replay.status).toBe(200)
        expect(replay.headers['idempotent-replayed']).toBe('true')
      })

      it('answers 404 for another tenant’s category, read-only for public ones, 403 without the key', async () => {
        expect((await remove('mc-demo2-main')).status).toBe(404)
        expect((await remove('mc-public-picks')).status).toBe(400)
        const staff = await get().call('POST', MATERIAL_PATHS.categoryRemove('mc-demo-logos'), {
          token: await get().login('staff'),
        })
        expect(staff.status).toBe(403)
        const bad = await save({ name: '', pid: '0' }, 'zh-CN')
        expect(bad.status).toBe(400)
        expect(bad.body.msg).toMatch(/名称/)
      })
    })

    it('answers 401 without a session', async () => {
      expect((await get().call('POST', MATERIAL_PATHS.list, { body: {} })).status).toBe(401)
    })
  },
  { config: { dataDir } },
)
