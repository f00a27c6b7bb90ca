// Issue 14 item 5: the one multipart reader refuses control characters in every file name, field
// name and text field, and names that are invisible or carry a text-direction override — a 400
// naming the field, before any route stores the name (NUL in a file name was a 500).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { MATERIAL_PATHS } from '../../src/contract/materials'
import { png, upload } from '../modules/materials/test-support'
import { describeApp } from './helper'

const dataDir = mkdtempSync(path.join(tmpdir(), 'dc-multipart-names-'))

describeApp(
  'names and text fields of multipart forms',
  (get) => {
    const save = async (parts: Parameters<typeof upload>[2], to: string = MATERIAL_PATHS.save) =>
      upload(get, to, parts, { token: await get().login('seller'), locale: 'en' })
    const picture = async (fileName: string) => ({ name: 'file', fileName, type: 'image/png', body: await png() })

    it.each([
      ['a NUL', 'ok\u0000.png', /^File name \(file\.fileName\): must not contain control characters/],
      ['an escape', 'ok\u001b[31m.png', /must not contain control characters/],
      ['a right-to-left override', '\u202Egnp.exe', /must not contain text direction overrides/],
      ['only zero-width characters', '\u200b\u200c\u200d\ufeff', /must contain visible characters/],
    ])('refuses a file name with %s on a picture and on a font upload', async (_what, fileName, message) => {
      for (const to of [MATERIAL_PATHS.save, MATERIAL_PATHS.fontSave]) {
        const answer = await save([await picture(fileName), { name: 'categoryId', body: 'mc-demo-stripes' }], to)
        expect(answer.status, to).toBe(400)
        expect(answer.body.msg).toMatch(message)
      }
    })

    it('refuses control characters in a text field and in a field name', async () => {
      const tags = await save([await picture('a.png'), { name: 'tags', body: 'red\u0007' }])
      expect(tags.status).toBe(400)
      expect(tags.body.msg).toMatch(/^tags: must not contain control characters/)
      const named = await save([await picture('a.png'), { name: 'ta\u0001gs', body: 'red' }])
      expect(named.status).toBe(400)
    })

    it('still takes ordinary names, Chinese and Arabic included, and multi-line text', async () => {
      const answer = await save([
        await picture('红色 صورة (1).png'),
        { name: 'categoryId', body: 'mc-demo-stripes' },
        { name: 'tags', body: 'red,\n红色' },
      ])
      expect(answer.status).toBe(200)
    })
  },
  { config: { dataDir } },
)
