// The app shell for a page that names its first screen's files (dist/route-preloads.json, written
// by build/route-preloads.ts): index.html with a modulepreload link per script and a preload per
// stylesheet, so the browser fetches them beside the boot chunk instead of once it has run
// (issue 17: the design editor's first screen on a phone's network). Made once per page and kept,
// with its gzip copy and an ETag, since the built files never change under a running server.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export interface PreloadedShell {
  html: Buffer
  gzip: Buffer
  etag: string
}

type RoutePreloads = Record<string, { scripts: string[]; styles: string[] }>

/** Only asset paths of the build: the file is ours, but it goes into HTML. */
const ASSET = /^\/dis\/assets\/[\w.-]+\.(js|css)$/

export function withPreloads(html: string, files: { scripts: string[]; styles: string[] }): string {
  const links = [
    ...files.scripts
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...files.styles
      .filter((href) => ASSET.test(href))
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ]
  if (links.length === 0 || !html.includes('</head>')) return html
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
}

/** Page path without the trailing slash and the base: `/dis/pcdiy/` → `/pcdiy`. */
const pageOf = (pathname: string) => pathname.replace(/^\/dis(?=\/)/, '').replace(/\/+$/, '') || '/'

/** The shells of the pages the build named, read from staticDir; empty when there are none. */
export function loadPreloadedShells(staticDir: string): Map<string, PreloadedShell> {
  const shells = new Map<string, PreloadedShell>()
  const listFile = path.join(staticDir, 'route-preloads.json')
  const indexFile = path.join(staticDir, 'index.html')
  if (!existsSync(listFile) || !existsSync(indexFile)) return shells
  const index = readFileSync(indexFile, 'utf8')
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as RoutePreloads
  for (const [page, files] of Object.entries(preloads)) {
    const html = Buffer.from(withPreloads(index, files))
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`
    shells.set(page, { html, gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }), etag })
  }
  return shells
}

/** Sends the page's shell when it has one; false when the plain index.html is to be sent. */
export function sendPreloadedShell(
  shells: Map<string, PreloadedShell>,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const shell = shells.get(pageOf(request.url.split('?')[0] ?? '/'))
  if (!shell) return false
  reply.header('cache-control', 'no-cache').header('etag', shell.etag).header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === shell.etag) {
    reply.code(304).send()
    return true
  }
  reply.type('text/html; charset=utf-8')
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip').send(shell.gzip)
  } else reply.send(shell.html)
  return true
}
