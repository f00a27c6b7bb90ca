// The built app under /dis/ (STATIC_DIR): hashed assets cached for a year, the shell and the
// service worker always revalidated, deep links answered with index.html (history routing),
// and `/` sent to `/dis/`.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { firstScreenHtml } from './first-screen-preloads'

const NO_CACHE = new Set(['index.html', 'tools.html', 'store.html', 'sw.js'])
const IMMUTABLE = 'public, max-age=31536000, immutable'

function cacheControlFor(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join('/')
  const name = path.basename(filePath)
  if (NO_CACHE.has(name) || name.endsWith('.webmanifest')) return 'no-cache'
  if (relative.startsWith('assets/')) return IMMUTABLE
  // Unhashed files (icons, robots.txt…) may change between releases: revalidate by ETag.
  return 'no-cache'
}

export interface StaticSite {
  /**
   * The app's HTML for a deep link, naming the page's first files when it is a first screen's;
   * false when the app has not been built.
   */
  sendIndex(reply: FastifyReply, pathname: string): boolean
  /** The public storefront's own page (/dis/store/…), when it has been built. */
  sendStore(reply: FastifyReply): boolean
  /**
   * The storefront's built page with its stylesheet inlined (≈ 2 KiB gzip: one request less
   * before the first paint), for the server to draw the shop into; null when not built.
   */
  storeTemplate(): string | null
}

const STORE_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/dis\/(assets\/[^"]+\.css)">/

/** store.html with its stylesheet link replaced by the stylesheet itself. */
export function inlineStoreStyles(html: string, readAsset: (relative: string) => string): string {
  const link = STORE_STYLESHEET.exec(html)
  if (!link?.[1]) return html
  // A function replacement: a `$` in the CSS must stay as it is.
  return html.replace(link[0], () => `<style>${readAsset(link[1] as string)}</style>`)
}

export async function registerStaticSite(app: FastifyInstance, staticDir: string): Promise<StaticSite> {
  app.get('/', (_request, reply) => {
    reply.redirect('/dis/', 302)
  })
  // No route for '/dis' itself: with ignoreTrailingSlash it would also catch '/dis/' (a
  // redirect loop); @fastify/static's '/dis/' answers both.
  const rootExists = existsSync(staticDir)
  if (rootExists) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/dis/',
      index: 'index.html',
      cacheControl: false,
      preCompressed: true,
      // @fastify/static v10 hands the Fastify reply here (reply.header, not res.setHeader).
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath, staticDir))
      },
    })
  }
  const indexHtml = firstScreenHtml(staticDir)
  // Built files never change under a running server: read once.
  let storeTemplate: string | null | undefined
  return {
    sendIndex: (reply, pathname) => {
      const html = indexHtml(pathname)
      if (html === null) return false
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
      return true
    },
    sendStore: (reply) => {
      if (!rootExists || !existsSync(path.join(staticDir, 'store.html'))) return false
      reply.header('cache-control', 'no-cache').sendFile('store.html', staticDir)
      return true
    },
    storeTemplate: () => {
      if (storeTemplate !== undefined) return storeTemplate
      const file = path.join(staticDir, 'store.html')
      storeTemplate = existsSync(file)
        ? inlineStoreStyles(readFileSync(file, 'utf8'), (relative) =>
            readFileSync(path.join(staticDir, relative), 'utf8'),
          )
        : null
      return storeTemplate
    },
  }
}
