// The storefront's first page drawn on the server (issue 18, Lighthouse mobile): GET
// /dis/store/{shopId}?counter=&lang= answers the built store.html with the shop already in it —
// modules, coupons, subjects, goods — drawn by the storefront's own components
// (src/store/render.tsx, built to dist-ssr/store-render.js), its stylesheet inline, the first
// banner preloaded, and the page's data beside it so the script attaches instead of redrawing.
// A phone then paints the shop with the HTML, before any script has run.
//
// A shop that is not open (disabled, another channel, unknown) is drawn as such with a 404, as
// the API answers. Without a built renderer or page, or if drawing fails, the plain page goes out
// and the script draws the shop in the browser as before: the storefront never depends on this.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Locale } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import {
  BANNER_SIZES,
  STORE_DATA_ID,
  STORE_LANG_COOKIE,
  type StoreBootData,
  type StorePage,
  storeImageSrcSet,
} from '../../../src/contract/storefront'
import { AppError } from '../../lib/app-error'
import { registerCompression } from '../../plugins/compression'
import type { StaticSite } from '../../plugins/static-site'
import { openShop, storePage } from './store-read'

export interface StoreRenderer {
  renderStore(shopId: string, boot: StoreBootData): string
}

/** Attribute-safe and text-safe. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** JSON inside <script>: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** The banner the page opens with is its largest paint: asked for with the HTML, not after layout. */
function bannerPreload(page: StorePage | null): string {
  const first = page?.modules.find((row) => row.kind === 'banner' && row.image)
  if (!first) return ''
  const srcset = storeImageSrcSet(first.image)
  return srcset
    ? `<link rel="preload" as="image" href="${escapeHtml(first.image)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${BANNER_SIZES}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${escapeHtml(first.image)}" fetchpriority="high">`
}

/** The built store.html with the drawn shop, its data, title, language and preload in it. */
export function composeStorePage(
  template: string,
  input: { markup: string; boot: StoreBootData; title: string },
): string {
  const { markup, boot, title } = input
  const head = `<title>${escapeHtml(title)}</title>\n    ${bannerPreload(boot.page)}`
  // Function replacements throughout: a `$` in a shop's texts must stay as it is.
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${boot.locale === 'zh-cn' ? 'zh-CN' : 'en'}">`)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(
      '<div id="store-root"></div>',
      () =>
        `<div id="store-root">${markup}</div>\n    <script type="application/json" id="${STORE_DATA_ID}">${scriptJson(boot)}</script>`,
    )
}

/** ?lang=, then the shopper's choice on the storefront (cookie), then the browser's languages. */
export function storeLocale(request: FastifyRequest, asked: string | undefined): Locale {
  const chosen =
    asked ??
    request.headers.cookie
      ?.split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === STORE_LANG_COOKIE)?.[1]
  if (chosen) return chosen.toLowerCase() === 'zh-cn' ? 'zh-cn' : 'en'
  return request.locale
}

/** The built renderer beside the built app (dist-ssr next to dist), or null when not built. */
export async function loadStoreRenderer(staticDir: string): Promise<StoreRenderer | null> {
  const file = path.join(path.dirname(staticDir), 'dist-ssr', 'store-render.js')
  try {
    return (await import(pathToFileURL(file).href)) as StoreRenderer
  } catch {
    return null
  }
}

const SHOP_ID = /^[^/]{1,64}$/
const text = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : undefined)

/**
 * The page is made per request (the built files are precompressed), so it is compressed as the
 * browser accepts, like the API's answers: ≈ 25 KB of markup and data become ≈ 5 KB, a tenth of a
 * second on a slow phone network.
 */
export async function registerStorePage(app: FastifyInstance, site: StaticSite, renderer: StoreRenderer | null) {
  await app.register(async (scope) => {
    await registerCompression(scope)
    registerStoreRoute(scope, app, site, renderer)
  })
}

function registerStoreRoute(
  scope: FastifyInstance,
  app: FastifyInstance,
  site: StaticSite,
  renderer: StoreRenderer | null,
) {
  scope.get('/dis/store/:shopId', async (request: FastifyRequest, reply: FastifyReply) => {
    const { shopId } = request.params as { shopId: string }
    const query = request.query as Record<string, unknown>
    const template = site.storeTemplate()
    if (!renderer || !template || !SHOP_ID.test(shopId)) return plain(reply, site)
    const counterId = text(query.counter) ?? null
    const locale = storeLocale(request, text(query.lang))
    let page: StorePage | null = null
    try {
      page = await storePage(app.db, await openShop(app.db, shopId), counterId ?? undefined)
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.NOT_FOUND)) throw error
    }
    const boot: StoreBootData = { locale, page, counterId }
    let markup: string
    try {
      markup = renderer.renderStore(shopId, boot)
    } catch (error) {
      request.log.error({ err: error }, 'storefront page could not be drawn on the server')
      return plain(reply, site)
    }
    const html = composeStorePage(template, { markup, boot, title: page?.shop.name ?? 'Shop · 店铺' })
    reply
      .status(page ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie, accept-encoding')
      .type('text/html; charset=utf-8')
    return reply.send(html)
  })
}

function plain(reply: FastifyReply, site: StaticSite) {
  if (!site.sendStore(reply)) reply.callNotFound()
  return reply
}
