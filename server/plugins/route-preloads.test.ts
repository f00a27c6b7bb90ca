import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { describeApp } from '../test/helper'
import { withPreloads } from './route-preloads'

const SHELL = '<!doctype html><html><head><title>console shell</title></head><body></body></html>'

function buildWithPreloads(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dc-preloads-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), SHELL)
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      '/pcdiy': {
        scripts: ['/dis/assets/editor-abc.js', '/dis/assets/session-def.js'],
        styles: ['/dis/assets/editor-abc.css'],
      },
    }),
  )
  return dir
}

describe("a page's shell names its first screen's files", () => {
  it('adds a modulepreload per script and a preload per stylesheet before </head>', () => {
    const html = withPreloads(SHELL, { scripts: ['/dis/assets/a-1.js'], styles: ['/dis/assets/a-1.css'] })
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/dis/assets/a-1.js">')
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/dis/assets/a-1.css">')
    expect(html.indexOf('a-1.js')).toBeLessThan(html.indexOf('</head>'))
  })

  it('never writes anything but a built asset path into the page', () => {
    const html = withPreloads(SHELL, {
      scripts: ['/dis/assets/a.js"><script>alert(1)</script>', 'https://x.example/a.js'],
      styles: [],
    })
    expect(html).toBe(SHELL)
  })

  describeApp(
    'served by the app',
    (get) => {
      it('sends the editor its shell with the preloads, gzip-compressed when accepted, and revalidates it', async () => {
        for (const url of ['/dis/pcdiy/', '/dis/pcdiy', '/dis/pcdiy/?from=menu']) {
          const plain = await get().app.inject({ method: 'GET', url })
          expect(plain.statusCode).toBe(200)
          expect(plain.headers['content-type']).toMatch(/text\/html/)
          expect(plain.headers['cache-control']).toBe('no-cache')
          expect(plain.body).toContain('console shell')
          expect(plain.body).toContain('href="/dis/assets/session-def.js"')
        }
        const packed = await get().app.inject({
          method: 'GET',
          url: '/dis/pcdiy/',
          headers: { 'accept-encoding': 'gzip' },
        })
        expect(packed.headers['content-encoding']).toBe('gzip')
        expect(gunzipSync(packed.rawPayload).toString('utf8')).toContain('href="/dis/assets/editor-abc.js"')
        const etag = String(packed.headers.etag)
        const again = await get().app.inject({ method: 'GET', url: '/dis/pcdiy/', headers: { 'if-none-match': etag } })
        expect(again.statusCode).toBe(304)
        expect(again.body).toBe('')
      })

      it('sends every other page the plain index.html', async () => {
        const other = await get().app.inject({ method: 'GET', url: '/dis/dashboard/workplace' })
        expect(other.statusCode).toBe(200)
        expect(other.body).toBe(SHELL)
      })
    },
    { config: { staticDir: buildWithPreloads() } },
  )
})
