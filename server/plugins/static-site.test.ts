import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeApp } from '../test/helper'

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dc-static-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console shell</title>')
  writeFileSync(path.join(dir, 'tools.html'), '<!doctype html><title>tools page</title>')
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"console"}')
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
  return dir
}

const shellHtml = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="modulepreload" crossorigin href="/dis/assets/boot-x9.js"></head><body></body></html>`

/** A build whose list names, for the order list, a file the HTML already loads (the boot chunk). */
function fakeBuildWithPreloads(): string {
  const dir = fakeBuild()
  writeFileSync(path.join(dir, 'index.html'), shellHtml('console shell'))
  writeFileSync(path.join(dir, 'tools.html'), shellHtml('tools page'))
  const pages = {
    '/sale/order': {
      scripts: ['assets/session-a1.js', 'assets/boot-x9.js', 'assets/orders-b2.js'],
      styles: ['assets/orders-c3.css'],
    },
    '/pcdiy': { scripts: ['assets/boot-x9.js', 'assets/editor-e5.js'], styles: [] },
  }
  writeFileSync(path.join(dir, 'first-screen-preloads.json'), JSON.stringify({ pages }))
  return dir
}

describe('the built app under /dis/', () => {
  describeApp(
    'with a build in STATIC_DIR',
    (get) => {
      it('redirects / to /dis/', async () => {
        const response = await get().app.inject({ method: 'GET', url: '/' })
        expect(response.statusCode).toBe(302)
        expect(response.headers.location).toBe('/dis/')
      })

      it('sends /dis to /dis/', async () => {
        const response = await get().app.inject({ method: 'GET', url: '/dis' })
        expect(response.statusCode).toBe(302)
        expect(response.headers.location).toBe('/dis/')
      })

      it('serves index.html at /dis/ without caching it', async () => {
        const response = await get().app.inject({ method: 'GET', url: '/dis/' })
        expect(response.statusCode).toBe(200)
        expect(response.body).toContain('console shell')
        expect(response.headers['cache-control']).toBe('no-cache')
      })

      it('answers a deep link with the app shell (history routing)', async () => {
        const response = await get().app.inject({ method: 'GET', url: '/dis/some/deep/link?tab=2' })
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toMatch(/text\/html/)
        expect(response.body).toContain('console shell')
        expect(response.headers['cache-control']).toBe('no-cache')
      })

      it("answers the design tools' paths with their own page, never the console's", async () => {
        for (const url of ['/dis/pcdiy/', '/dis/pcdiy', '/dis/batch/?job=j-1', '/dis/mi/']) {
          const response = await get().app.inject({ method: 'GET', url })
          expect(response.statusCode).toBe(200)
          expect(response.body).toContain('tools page')
          expect(response.headers['cache-control']).toBe('no-cache')
        }
        // A path that only starts like a tool's is a console page.
        const other = await get().app.inject({ method: 'GET', url: '/dis/pcdiyx/' })
        expect(other.body).toContain('console shell')
      })

      it('caches hashed assets for a year and revalidates the service worker and manifest', async () => {
        const asset = await get().app.inject({ method: 'GET', url: '/dis/assets/index-abc123.js' })
        expect(asset.statusCode).toBe(200)
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
        const worker = await get().app.inject({ method: 'GET', url: '/dis/sw.js' })
        expect(worker.headers['cache-control']).toBe('no-cache')
        const manifest = await get().app.inject({ method: 'GET', url: '/dis/manifest.webmanifest' })
        expect(manifest.headers['cache-control']).toBe('no-cache')
      })

      it('does not answer missing files or API paths with the shell', async () => {
        const missingFile = await get().app.inject({ method: 'GET', url: '/dis/assets/missing.js' })
        expect(missingFile.statusCode).toBe(404)
        const api = await get().app.inject({ method: 'GET', url: '/dis/ts/no/such/call' })
        expect(api.statusCode).toBe(404)
        expect(api.json()).toMatchObject({ code: 40400, data: null })
      })

      it('sends the security headers with static files too', async () => {
        const response = await get().app.inject({ method: 'GET', url: '/dis/assets/index-abc123.js' })
        expect(response.headers['content-security-policy']).toContain("default-src 'self'")
        expect(response.headers['x-frame-options']).toBe('DENY')
      })
    },
    { config: { staticDir: fakeBuild() } },
  )

  describeApp(
    "with the first screens' files listed by the build",
    (get) => {
      const open = (url: string) => get().app.inject({ method: 'GET', url })
      const preloads = (html: string) => [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)]

      it("names the order list's scripts and stylesheets in its HTML, not those the HTML already loads", async () => {
        for (const url of ['/dis/sale/order', '/dis/sale/order/', '/dis/sale/order?status=shipped']) {
          const response = await open(url)
          expect(response.statusCode).toBe(200)
          expect(response.headers['cache-control']).toBe('no-cache')
          // The boot chunk once: the HTML's own link.
          expect(preloads(response.body).map(([, rel, href]) => `${rel} ${href}`)).toEqual([
            'modulepreload /dis/assets/boot-x9.js',
            'modulepreload /dis/assets/session-a1.js',
            'modulepreload /dis/assets/orders-b2.js',
            'preload /dis/assets/orders-c3.css',
          ])
          // Before </head>: fetched while the boot chunk is.
          expect(response.body.indexOf('orders-b2.js')).toBeLessThan(response.body.indexOf('</head>'))
          expect(response.body).toContain('console shell')
        }
      })

      it("starts every page's scripts after the splash's first frame, with the one inline script the CSP allows", async () => {
        for (const url of ['/dis/sale/order', '/dis/goods/list']) {
          const response = await open(url)
          const head = response.body.slice(0, response.body.indexOf('</head>'))
          // Every script and preload waits in the inert template (nothing fetched before the frame).
          const template = head.slice(head.indexOf('<template id="after-first-paint">'))
          const hrefs = (html: string) => preloads(html).map(([, , href]) => href)
          expect(hrefs(template).length).toBeGreaterThan(0)
          expect(hrefs(head)).toEqual(hrefs(template))
          const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text as string)
          expect(inline).toHaveLength(1)
          const hash = createHash('sha256')
            .update(inline[0] as string)
            .digest('base64')
          expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`)
        }
      })

      it("names the design editor's chooser in the tools' page, not the console's", async () => {
        const response = await open('/dis/pcdiy/')
        expect(response.body).toContain('tools page')
        expect(preloads(response.body).map(([, rel, href]) => `${rel} ${href}`)).toEqual([
          'modulepreload /dis/assets/boot-x9.js',
          'modulepreload /dis/assets/editor-e5.js',
        ])
      })

      it("gives other pages the HTML's own files only", async () => {
        for (const url of ['/dis/goods/list', '/dis/sale/order/123', '/dis/sale']) {
          const response = await open(url)
          expect(response.statusCode).toBe(200)
          expect(preloads(response.body).map(([, , href]) => href)).toEqual(['/dis/assets/boot-x9.js'])
        }
      })

      it('serves the HTML as it is on disk when rewritten after the start (a host fills its meta tags)', async () => {
        // The build folder is shared by the suites of each database: put back what the others expect.
        const index = path.join(get().app.config.staticDir, 'index.html')
        try {
          writeFileSync(index, shellHtml('filled by the host'))
          const response = await open('/dis/sale/order')
          expect(response.body).toContain('filled by the host')
          expect(response.body).toContain('/dis/assets/orders-b2.js')
        } finally {
          writeFileSync(index, shellHtml('console shell'))
        }
      })

      it("names the new build's files after a rebuild under the running server", async () => {
        const dir = get().app.config.staticDir
        const list = path.join(dir, 'first-screen-preloads.json')
        const before = readFileSync(list, 'utf8')
        try {
          const pages = { '/sale/order': { scripts: ['assets/orders-n3w.js'], styles: [] } }
          writeFileSync(list, JSON.stringify({ pages }))
          writeFileSync(path.join(dir, 'index.html'), shellHtml('rebuilt'))
          const response = await open('/dis/sale/order')
          expect(response.body).toContain('rebuilt')
          expect(preloads(response.body).map(([, , href]) => href)).toEqual([
            '/dis/assets/boot-x9.js',
            '/dis/assets/orders-n3w.js',
          ])
        } finally {
          writeFileSync(list, before)
          writeFileSync(path.join(dir, 'index.html'), shellHtml('console shell'))
        }
      })
    },
    { config: { staticDir: fakeBuildWithPreloads() } },
  )

  describeApp(
    'before the app is built',
    (get) => {
      it('says to run npm run build instead of a blank page', async () => {
        const response = await get().app.inject({ method: 'GET', url: '/dis/dashboard/workplace' })
        expect(response.statusCode).toBe(503)
        expect(response.body).toContain('npm run build')
      })
    },
    { config: { staticDir: mkdtempSync(path.join(tmpdir(), 'dc-empty-')) } },
  )
})
