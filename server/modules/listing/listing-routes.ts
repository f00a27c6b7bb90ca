// Listing calls (issue 16): channel templates and their category trees, the build preview, the
// goods-per-channel list, publishing and bulk actions (background jobs), and the third-party
// shop calls of SPEC.md §7. The route checks `platform`; the channel's key is checked once known.

import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { Channel } from '../../../src/contract/dictionaries'
import { CHANNELS } from '../../../src/contract/dictionaries'
import { pageRequestSchema } from '../../../src/contract/envelope'
import {
  buildQuerySchema,
  candidatesSchema,
  categoriesQuerySchema,
  channelSchema,
  channelShopsSchema,
  goodsListSchema,
  listingActionSchema,
  listingMirrorSchema,
  LISTING_PATHS as P,
  publishSchema,
  templateListSchema,
  templateSaveSchema,
} from '../../../src/contract/listing'
import { LISTING_CONNECTORS } from '../../channels'
import { targetOf } from '../../channels/target'
import { listings, shops } from '../../db/schema'
import { notFound } from '../../lib/app-error'
import { pageOf } from '../../lib/page'
import { mutation, query } from '../../lib/route'
import { isSandboxUrl } from '../../marketplace-sandbox/address'
import { assertChannel, PLATFORM_READ, PLATFORM_WRITE, readableChannels } from './access'
import { buildProduct, loadSources } from './build'
import { categoryTree } from './categories'
import { exportRoutes } from './export/export-routes'
import { listCandidates, listingDelta, listListings } from './goods-list'
import { lazadaRoutes } from './lazada-routes'
import { templateListingsChanged } from './public'
import { actOnListings, publishGoods } from './publish'
import { requireShopById } from './shops'
import {
  channelUnavailable,
  deleteTemplate,
  listTemplates,
  requireTemplate,
  saveTemplate,
  templateDelta,
  toTemplateRow,
} from './templates'
import './publish-job'

const idSchema = z.object({ id: z.string().trim().min(1).max(64) })
const shopSchema = z.object({ shopId: z.string().trim().min(1).max(64) })

export async function listingRoutes(app: FastifyInstance) {
  await lazadaRoutes(app)
  await exportRoutes(app)
  query(app, {
    path: P.templates,
    method: 'POST',
    permission: PLATFORM_READ,
    body: templateListSchema,
    run: async (db, caller, input) => {
      assertChannel(caller, input.channel, ['query', 'get'])
      return pageOf(input, await listTemplates(db, caller.did, input))
    },
  })
  query(app, {
    path: P.templateDetail,
    permission: PLATFORM_READ,
    query: idSchema,
    run: async (db, caller, { id }) => {
      const found = await requireTemplate(db, caller.did, id)
      assertChannel(caller, found.row.channel as Channel, ['query', 'get'])
      return toTemplateRow(found.row, found.shopName)
    },
  })
  mutation(app, {
    path: P.templateSave,
    permission: PLATFORM_WRITE,
    body: templateSaveSchema,
    idempotency: 'optional',
    run: async (tx, caller, input, { request }) => {
      assertChannel(caller, input.channel, [input.id ? 'edit' : 'add'])
      const saved = await saveTemplate(tx, app.config, request.locale, caller.did, input)
      // Listings made with the template no longer match what the channel has.
      if (input.id) await templateListingsChanged(tx, caller.did, [input.id])
      return saved
    },
  })
  mutation(app, {
    path: P.templateDelete,
    permission: { key: 'platform', action: 'delete' },
    body: idSchema,
    idempotency: 'optional',
    run: async (tx, caller, { id }) => {
      const found = await requireTemplate(tx, caller.did, id)
      assertChannel(caller, found.row.channel as Channel, ['delete'])
      return deleteTemplate(tx, caller.did, id)
    },
  })
  query(app, {
    path: P.categories,
    permission: PLATFORM_READ,
    query: categoriesQuerySchema,
    run: async (db, caller, { shopId }) => {
      const shop = await requireShopById(db, caller.did, shopId)
      assertChannel(caller, shop.channel as Channel, ['query', 'get'])
      return categoryTree(db, app.config, shop).catch(channelUnavailable)
    },
  })
  query(app, {
    path: P.channelShops,
    permission: PLATFORM_READ,
    query: channelShopsSchema,
    run: async (db, caller, { channel }) => {
      assertChannel(caller, channel, ['query', 'get'])
      const rows = await db
        .select()
        .from(shops)
        .where(and(eq(shops.did, caller.did), eq(shops.channel, channel)))
        .orderBy(shops.name)
      return rows.map((row) => ({ id: row.id, name: row.name, sandbox: isSandboxUrl(row.connector.baseUrl) }))
    },
  })
  query(app, {
    path: P.candidates,
    method: 'POST',
    permission: PLATFORM_READ,
    body: candidatesSchema,
    run: async (db, caller, input) => pageOf(input, await listCandidates(db, caller.did, input)),
  })
  query(app, {
    path: P.build,
    permission: PLATFORM_READ,
    query: buildQuerySchema,
    run: async (db, caller, { goodsId, templateId }) => {
      const template = await requireTemplate(db, caller.did, templateId)
      assertChannel(caller, template.row.channel as Channel, ['query', 'get'])
      const source = (
        await loadSources(db, caller.did, [goodsId], template.row.priceTemplateId, template.row.channel as Channel)
      ).get(goodsId)
      if (!source) throw notFound('what.goods')
      const [listing] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(
          and(eq(listings.did, caller.did), eq(listings.shopId, template.row.shopId), eq(listings.goodsId, goodsId)),
        )
      // A goods not listed yet gets its seller SKU when published; the preview says so with an empty one.
      return buildProduct(listing?.id ?? '', source, template.row)
    },
  })
  query(app, {
    path: P.goods,
    method: 'POST',
    permission: PLATFORM_READ,
    body: goodsListSchema,
    run: async (db, caller, input) => {
      assertChannel(caller, input.channel, ['query', 'get'])
      return pageOf(input, await listListings(db, caller.did, input))
    },
  })
  // The device's mirrors: listings and templates of every channel the caller may read.
  query(app, {
    path: P.goodsMirror,
    method: 'POST',
    permission: PLATFORM_READ,
    body: listingMirrorSchema,
    run: async (db, caller, input) =>
      pageOf(input, await listingDelta(db, caller.did, readableChannels(caller), input)),
  })
  query(app, {
    path: P.templateMirror,
    method: 'POST',
    permission: PLATFORM_READ,
    body: listingMirrorSchema,
    run: async (db, caller, input) =>
      pageOf(input, await templateDelta(db, caller.did, readableChannels(caller), input)),
  })
  mutation(app, {
    path: P.publish,
    permission: PLATFORM_WRITE,
    body: publishSchema,
    idempotency: 'required',
    batch: true,
    run: async (tx, caller, input) => {
      assertChannel(caller, input.channel, ['add', 'edit'])
      return publishGoods(tx, caller, input)
    },
    // Once committed (alone or in an outbox batch), so the worker finds the job.
    after: async (_context, outcome) => {
      if (outcome === 'committed') app.jobs.wake()
    },
  })
  mutation(app, {
    path: P.action,
    permission: PLATFORM_WRITE,
    body: listingActionSchema,
    idempotency: 'required',
    run: async (tx, caller, input, { reply }) => {
      assertChannel(caller, input.channel, input.action === 'delete' ? ['delete'] : ['edit'])
      const answer = await actOnListings(tx, caller, input)
      reply.raw.once('finish', () => app.jobs.wake())
      return answer
    },
  })

  // ---- Third-party shop calls (SPEC.md §7): asked of the channel now, through the connector ----
  query(app, {
    path: P.shopProducts,
    method: 'POST',
    permission: PLATFORM_READ,
    body: pageRequestSchema.extend(shopSchema.shape),
    run: async (db, caller, input) => {
      const shop = await requireShopById(db, caller.did, input.shopId)
      assertChannel(caller, shop.channel as Channel, ['query', 'get'])
      const target = await targetOf(db, app.config, shop).catch(channelUnavailable)
      const page = await LISTING_CONNECTORS[shop.channel as Channel]
        .products(target, input.pageNo, input.pageSize)
        .catch(channelUnavailable)
      return pageOf(input, page)
    },
  })
  query(app, {
    path: P.shopMaxCount,
    method: 'POST',
    permission: PLATFORM_READ,
    body: shopSchema,
    run: async (db, caller, { shopId }) => {
      const shop = await requireShopById(db, caller.did, shopId)
      assertChannel(caller, shop.channel as Channel, ['query', 'get'])
      const target = await targetOf(db, app.config, shop).catch(channelUnavailable)
      return LISTING_CONNECTORS[shop.channel as Channel].limits(target).catch(channelUnavailable)
    },
  })
  query(app, {
    path: P.countSync,
    permission: PLATFORM_READ,
    query: z.object({ channel: channelSchema.optional() }),
    run: async (db, caller, { channel }) => {
      const rows = await db
        .select()
        .from(shops)
        .where(and(eq(shops.did, caller.did), channel ? eq(shops.channel, channel) : undefined))
      const counts = []
      for (const shop of rows) {
        if (!CHANNELS.includes(shop.channel as Channel)) continue
        try {
          const target = await targetOf(db, { ...app.config, syncTimeoutMs: 10 * 60_000 }, shop)
          const limits = await LISTING_CONNECTORS[shop.channel as Channel].limits(target)
          counts.push({ shopId: shop.id, shopName: shop.name, channel: shop.channel, ...limits, error: null })
        } catch (error) {
          counts.push({
            shopId: shop.id,
            shopName: shop.name,
            channel: shop.channel,
            max: null,
            used: null,
            error: (error as Error).message,
          })
        }
      }
      return counts
    },
  })
}
