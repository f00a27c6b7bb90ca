// The storefront's first page drawn on the server (store-html.ts): the shop's own content in the
// HTML in the shopper's language, the data the script takes over with, a 404 page for a shop that
// is not open, the plain page when nothing can be drawn; and page images at phone sizes.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { PageImageView, StoreBootData, StorePage } from '../../../src/contract/storefront'
import { inlineStoreStyles } from '../../plugins/static-site'
import { describeApp } from '../../test/helper'
import { jpeg, upload } from '../materials/test-support'
import { teamCaller } from '../team/test-support'
import { composeStorePage, type StoreRenderer } from './store-html'
import { LAZADA_SHOP, SHOP, storeCall } from './test-support'

// The built app's page is made by Vite from store.html: the source stands in for it here.
const staticDir = mkdtempSync(path.join(tmpdir(), 'store-html-'))
writeFileSync(path.join(staticDir, 'store.html'), readFileSync('store.html', 'utf8'))
// The server's tsconfig does not type the browser's bundle: the renderer is loaded by path.
const rendererPath = '../../../src/store/render.tsx'
const renderer = (await import(/* @vite-ignore */ rendererPath)) as StoreRenderer

const bootOf = (html: string): StoreBootData => {
  const json = /<script type="application\/json" id="store-data">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!json) throw new Error('no store data in the page')
  return JSON.parse(json) as StoreBootData
}
const rootOf = (html: string) =>
  /<div id="store-root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? ''

describeApp(
  'the storefront page drawn on the server',
  (get) => {
    const console = teamCaller(get)
    const store = storeCall(get)
    const open = (url: string, headers: Record<string, string> = {}) =>
      get().app.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-CN', ...headers } })

    it('holds the shop, its modules, coupons and goods in the HTML, and the same page as data', async () => {
      const api = await store<StorePage>('GET', `/store/${SHOP}/page`)
      const page = api.body.data
      const answer = await open(`/dis/store/${SHOP}`)
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-type']).toContain('text/html')
      expect(answer.headers['cache-control']).toBe('no-cache')
      const html = answer.body
      expect(html).toContain('<html lang="zh-CN">')
      expect(html).toContain(`<title>${page.shop.name}</title>`)
      const root = rootOf(html)
      for (const goods of page.recommended) expect(root).toContain(goods.title)
      for (const coupon of page.coupons) expect(root).toContain(coupon.name)
      expect(root).toContain('推荐商品') // "Recommended" in the shopper's language
      expect(root).toContain('领取') // the coupon's Claim button
      // The first banner is preloaded at the sizes the page shows it at.
      const banner = page.modules.find((row) => row.kind === 'banner')
      expect(html).toContain(`<link rel="preload" as="image" href="${banner?.image}"`)
      expect(html).toContain(`${banner?.image}?w=800 800w`)
      expect(bootOf(html)).toEqual({ locale: 'zh-cn', page, counterId: null })
    })

    it('is drawn in English when asked (?lang=, then the shopper’s cookie, then the browser)', async () => {
      const byQuery = await open(`/dis/store/${SHOP}?lang=en`)
      expect(byQuery.body).toContain('<html lang="en">')
      expect(rootOf(byQuery.body)).toContain('Recommended')
      const byCookie = await open(`/dis/store/${SHOP}`, { cookie: 'a=b; store-lang=en' })
      expect(bootOf(byCookie.body).locale).toBe('en')
      const byBrowser = await open(`/dis/store/${SHOP}`, { 'accept-language': 'en-GB,en;q=0.9' })
      expect(bootOf(byBrowser.body).locale).toBe('en')
    })

    it('names the counter a QR code came from', async () => {
      const answer = await open(`/dis/store/${SHOP}?counter=d-demo-counter-mall`)
      expect(rootOf(answer.body)).toContain('Mall kiosk')
      expect(bootOf(answer.body).counterId).toBe('d-demo-counter-mall')
    })

    it('shows no shop that is not open: disabled, another channel, unknown — a 404 page', async () => {
      await console('seller', '/shop/status', { id: SHOP, status: 'disabled' })
      try {
        const disabled = await open(`/dis/store/${SHOP}`)
        expect(disabled.statusCode).toBe(404)
        expect(bootOf(disabled.body).page).toBeNull()
        expect(disabled.body).not.toContain('Own WeChat Store')
        expect(rootOf(disabled.body)).toContain('<h1>')
      } finally {
        await console('seller', '/shop/status', { id: SHOP, status: 'enabled' })
      }
      const other = await open(`/dis/store/${LAZADA_SHOP}`)
      expect(other.statusCode).toBe(404)
      expect(bootOf(other.body).page).toBeNull()
      expect((await open('/dis/store/nope')).statusCode).toBe(404)
    })

    it('is compressed for browsers that take it', async () => {
      const answer = await get().app.inject({
        method: 'GET',
        url: `/dis/store/${SHOP}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })
      expect(answer.headers['content-encoding']).toBe('br')
      const html = brotliDecompressSync(answer.rawPayload).toString('utf8')
      expect(bootOf(html).page?.shop.id).toBe(SHOP)
      expect(answer.rawPayload.length).toBeLessThan(html.length / 2)
    })

    it('serves page images at phone sizes in the format the browser takes, and refuses other sizes', async () => {
      const uploaded = await upload<PageImageView>(
        get,
        '/upload/page-image',
        [{ name: 'file', fileName: 'banner.jpg', type: 'image/jpeg', body: await jpeg(1200, 480) }],
        { token: await get().login('seller') },
      )
      expect(uploaded.status).toBe(200)
      const image = uploaded.body.data.url
      const original = await get().app.inject({ method: 'GET', url: image })
      expect(original.statusCode).toBe(200)
      // What Chrome, an older Safari and an old browser (or a plain client) send for an <img>.
      const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
      const SAFARI_13 = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5'
      const OLD = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5'
      const sized = (accept: string | undefined, width = 400) =>
        get().app.inject({ method: 'GET', url: `${image}?w=${width}`, headers: accept ? { accept } : {} })
      const cases: [string | undefined, string][] = [
        [CHROME, 'avif'],
        [SAFARI_13, 'webp'],
        ['image/avif;q=0,image/webp,*/*', 'webp'],
        [OLD, 'jpeg'],
        [undefined, 'jpeg'],
      ]
      for (const [accept, format] of cases) {
        const small = await sized(accept)
        expect(small.statusCode).toBe(200)
        expect(small.headers['content-type']).toBe(`image/${format}`)
        // Caches keep one copy per Accept, so an old browser is never handed an AVIF.
        expect(small.headers.vary).toBe('accept')
        expect(small.headers['cache-control']).toContain('immutable')
        const meta = await sharp(small.rawPayload).metadata()
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([format, 400, 160])
        // Made once, then read back the same; its ETag names the format, so a revalidation is too.
        const again = await sized(accept)
        expect(again.rawPayload.equals(small.rawPayload)).toBe(true)
        const etag = String(small.headers.etag)
        expect(etag).toContain(format)
        const revalidated = await get().app.inject({
          method: 'GET',
          url: `${image}?w=400`,
          headers: { ...(accept ? { accept } : {}), 'if-none-match': etag },
        })
        expect(revalidated.statusCode).toBe(304)
      }
      // The AVIF is the smallest at a phone's width; the JPEG is still a picture for an old browser.
      const [avif, webp, jpg] = await Promise.all([sized(CHROME, 800), sized(SAFARI_13, 800), sized(OLD, 800)])
      expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length)
      expect(jpg.headers['content-type']).toBe('image/jpeg')
      // A revalidation of another format's copy is answered with this browser's picture, not a 304.
      const crossed = await get().app.inject({
        method: 'GET',
        url: `${image}?w=800`,
        headers: { accept: OLD, 'if-none-match': String(avif.headers.etag) },
      })
      expect([crossed.statusCode, crossed.headers['content-type']]).toEqual([200, 'image/jpeg'])
      expect((await get().app.inject({ method: 'GET', url: `${image}?w=333` })).statusCode).toBe(400)
    })
  },
  { config: { staticDir }, storeRenderer: renderer },
)

describeApp(
  'the storefront page without a built renderer',
  (get) => {
    it('is the plain page the script draws the shop into', async () => {
      const answer = await get().app.inject({ method: 'GET', url: `/dis/store/${SHOP}` })
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toContain('<div id="store-root"></div>')
      expect(answer.body).not.toContain('id="store-data"')
    })
  },
  { config: { staticDir } },
)

describe('the storefront page template', () => {
  it('inlines the stylesheet and keeps a shop’s $ signs and markup-like names harmless', () => {
    const template = inlineStoreStyles(
      '<html lang="zh-CN"><head><title>x</title><link rel="stylesheet" crossorigin href="/dis/assets/store-a.css"></head><body><div id="store-root"></div></body></html>',
      (file) => (file === 'assets/store-a.css' ? 'b{c:$1}' : ''),
    )
    expect(template).toContain('<style>b{c:$1}</style>')
    const html = composeStorePage(template, {
      markup: '<p>$& shop</p>',
      boot: { locale: 'en', page: null, counterId: '</script><script>alert(1)</script>' },
      title: '<b>$1 & co</b>',
    })
    expect(html).toContain('<title>&lt;b&gt;$1 &amp; co&lt;/b&gt;</title>')
    expect(html).toContain('<p>$& shop</p>')
    expect(html).not.toContain('</script><script>alert(1)')
    expect(bootOf(html).counterId).toBe('</script><script>alert(1)</script>')
  })
})
