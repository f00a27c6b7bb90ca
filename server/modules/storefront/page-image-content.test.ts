// Page images judged by content like material uploads (issue 14 item 9 for /upload): a picture
// header over junk or a damaged picture is refused with a 400 in the caller's language and nothing
// is kept; a picture with something appended is kept as the picture's own bytes only.
import { expect, it } from 'vitest'
import type { PageImageView } from '../../../src/contract/storefront'
import { describeApp } from '../../test/helper'
import { jpeg, png, upload } from '../materials/test-support'

describeApp('page images judged by content', (get) => {
  const send = async (body: Buffer, fileName: string, locale: 'en' | 'zh-CN' = 'en') =>
    upload<PageImageView>(get, '/upload/page-image', [{ name: 'file', fileName, type: 'image/png', body }], {
      token: await get().login('seller'),
      locale,
    })
  const listed = async () =>
    (
      await get().call<PageImageView[]>('POST', '/upload/page-image/list', {
        token: await get().login('seller'),
        body: {},
      })
    ).body.data.length

  it('refuses a picture header over junk and a cut picture in both languages, keeping nothing', async () => {
    const before = await listed()
    const header = (await png()).subarray(0, 33)
    const junk = Buffer.concat([header, Buffer.alloc(2000, 0x41)])
    const en = await send(junk, 'junk.png')
    expect(en.status).toBe(400)
    expect(en.body.msg).toBe('The picture could not be read; it may be damaged')
    const zh = await send(junk, 'junk.png', 'zh-CN')
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toBe('无法读取该图片，文件可能已损坏')
    // A JPEG cut short (no end of image).
    const good = await jpeg(120, 90)
    expect((await send(good.subarray(0, good.length - 40), 'cut.jpg')).status).toBe(400)
    expect(await listed()).toBe(before)
  })

  it('keeps only the picture’s own bytes when something is appended after its end', async () => {
    const picture = await png(40, 30)
    const polyglot = Buffer.concat([picture, Buffer.from('<html><script>alert(1)</script></html>')])
    const saved = await send(polyglot, 'banner.png')
    expect(saved.status).toBe(200)
    expect(saved.body.data.bytes).toBe(picture.length)
    const served = await get().app.inject({ method: 'GET', url: saved.body.data.url })
    expect(served.statusCode).toBe(200)
    expect(Buffer.compare(served.rawPayload, picture)).toBe(0)
  })
})
