// Storefront page settings: the fixed home-page modules (banners, notice, navigation, in order),
// subjects (themed collections of goods) and the recommended-goods pool of each shop.
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../../src/contract/errors'
import {
  deleteByIdSchema,
  moduleSaveSchema,
  type PageModuleView,
  type PoolGoodsView,
  poolSaveSchema,
  STOREFRONT_PATHS,
  type SubjectView,
  shopScopedSchema,
  subjectSaveSchema,
} from '../../../src/contract/storefront'
import {
  goods,
  goodsPool,
  type PageModuleRow,
  pageImages,
  pageModules,
  type SubjectRow,
  subjects,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { mutation, query } from '../../lib/route'
import { storefrontShop } from './access'

export const moduleView = (row: PageModuleRow): PageModuleView => ({
  id: row.id,
  shopId: row.shopId,
  kind: row.kind as PageModuleView['kind'],
  title: row.title,
  image: row.image,
  text: row.text,
  link: row.link,
  sort: row.sort,
  enabled: row.enabled,
  version: row.version,
})

export const subjectView = (row: SubjectRow): SubjectView => ({
  id: row.id,
  shopId: row.shopId,
  title: row.title,
  cover: row.cover,
  goodsIds: row.goodsIds,
  sort: row.sort,
  enabled: row.enabled,
  version: row.version,
})

/** Goods must be the shop's own and not deleted (off-shelf ones are kept but never shown). */
async function assertShopGoods(db: Database, did: string, shopId: string, ids: string[]) {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return unique
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.did, did), eq(goods.shopId, shopId), inArray(goods.id, unique), ne(goods.status, 'deleted')))
  const found = new Set(rows.map((row) => row.id))
  const missing = unique.find((id) => !found.has(id))
  if (missing) throw new AppError(ErrorCode.RULE, 'storefront.goodsNotInShop', { params: { id: missing } })
  return unique
}

async function assertImages(db: Database, did: string, ids: string[]) {
  for (const id of ids.filter(Boolean)) {
    const [row] = await db
      .select({ id: pageImages.id })
      .from(pageImages)
      .where(and(eq(pageImages.did, did), eq(pageImages.id, id)))
    if (!row) throw notFound('what.pageImage')
  }
}

export async function pageRoutes(app: FastifyInstance) {
  query(app, {
    path: STOREFRONT_PATHS.moduleList,
    method: 'POST',
    permission: { key: 'setting', action: 'query' },
    body: shopScopedSchema,
    run: async (db, caller, { shopId }) => {
      await storefrontShop(db, caller.did, shopId)
      const rows = await db
        .select()
        .from(pageModules)
        .where(and(eq(pageModules.did, caller.did), eq(pageModules.shopId, shopId)))
        .orderBy(asc(pageModules.sort), asc(pageModules.createdAt))
      return rows.map(moduleView)
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.moduleSave,
    permission: { key: 'setting', action: 'edit' },
    body: moduleSaveSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      await storefrontShop(tx, caller.did, input.shopId)
      await assertImages(tx, caller.did, [input.image])
      const values = {
        kind: input.kind,
        title: input.title,
        image: input.image,
        text: input.text,
        link: input.link,
        sort: input.sort,
        enabled: input.enabled,
      }
      if (!input.id) {
        const [row] = await tx
          .insert(pageModules)
          .values({ id: newId(), did: caller.did, shopId: input.shopId, ...values })
          .returning()
        return moduleView(row!)
      }
      await lockRow(tx, pageModules, caller.did, input.id, {
        what: 'what.pageModule',
        version: input.version,
        current: moduleView,
        where: eq(pageModules.shopId, input.shopId),
      })
      return moduleView(await updateRow(tx, pageModules, caller.did, input.id, values))
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.moduleDelete,
    permission: { key: 'setting', action: 'delete' },
    body: deleteByIdSchema,
    idempotency: 'optional',
    run: async (tx, caller, { id }) => {
      const gone = await tx
        .delete(pageModules)
        .where(and(eq(pageModules.did, caller.did), eq(pageModules.id, id)))
        .returning({ id: pageModules.id })
      if (gone.length === 0) throw notFound('what.pageModule')
      return true
    },
  })

  query(app, {
    path: STOREFRONT_PATHS.subjectList,
    method: 'POST',
    permission: { key: 'setting', action: 'query' },
    body: shopScopedSchema,
    run: async (db, caller, { shopId }) => {
      await storefrontShop(db, caller.did, shopId)
      const rows = await db
        .select()
        .from(subjects)
        .where(and(eq(subjects.did, caller.did), eq(subjects.shopId, shopId)))
        .orderBy(asc(subjects.sort), asc(subjects.createdAt))
      return rows.map(subjectView)
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.subjectSave,
    permission: { key: 'setting', action: 'edit' },
    body: subjectSaveSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      await storefrontShop(tx, caller.did, input.shopId)
      await assertImages(tx, caller.did, [input.cover])
      const goodsIds = await assertShopGoods(tx, caller.did, input.shopId, input.goodsIds)
      const values = { title: input.title, cover: input.cover, goodsIds, sort: input.sort, enabled: input.enabled }
      if (!input.id) {
        const [row] = await tx
          .insert(subjects)
          .values({ id: newId(), did: caller.did, shopId: input.shopId, ...values })
          .returning()
        return subjectView(row!)
      }
      await lockRow(tx, subjects, caller.did, input.id, {
        what: 'what.subject',
        version: input.version,
        current: subjectView,
        where: eq(subjects.shopId, input.shopId),
      })
      return subjectView(await updateRow(tx, subjects, caller.did, input.id, values))
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.subjectDelete,
    permission: { key: 'setting', action: 'delete' },
    body: deleteByIdSchema,
    idempotency: 'optional',
    run: async (tx, caller, { id }) => {
      const gone = await tx
        .delete(subjects)
        .where(and(eq(subjects.did, caller.did), eq(subjects.id, id)))
        .returning({ id: subjects.id })
      if (gone.length === 0) throw notFound('what.subject')
      return true
    },
  })

  query(app, {
    path: STOREFRONT_PATHS.poolList,
    method: 'POST',
    permission: { key: 'setting', action: 'query' },
    body: shopScopedSchema,
    run: async (db, caller, { shopId }) => {
      await storefrontShop(db, caller.did, shopId)
      return await poolOf(db, caller.did, shopId)
    },
  })

  // The whole pool in its new order: what the screen shows is what is saved.
  mutation(app, {
    path: STOREFRONT_PATHS.poolSave,
    permission: { key: 'setting', action: 'edit' },
    body: poolSaveSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      await storefrontShop(tx, caller.did, input.shopId, true)
      const ids = await assertShopGoods(tx, caller.did, input.shopId, input.goodsIds)
      await tx.delete(goodsPool).where(and(eq(goodsPool.did, caller.did), eq(goodsPool.shopId, input.shopId)))
      if (ids.length > 0) {
        await tx
          .insert(goodsPool)
          .values(ids.map((goodsId, sort) => ({ did: caller.did, shopId: input.shopId, goodsId, sort })))
      }
      return poolOf(tx, caller.did, input.shopId)
    },
  })
}

async function poolOf(db: Database, did: string, shopId: string): Promise<PoolGoodsView[]> {
  const rows = await db
    .select({ pool: goodsPool, goods })
    .from(goodsPool)
    .innerJoin(goods, eq(goods.id, goodsPool.goodsId))
    .where(and(eq(goodsPool.did, did), eq(goodsPool.shopId, shopId)))
    .orderBy(asc(goodsPool.sort))
  return rows.map((row) => ({
    goodsId: row.goods.id,
    title: row.goods.title,
    image: row.goods.images[0] ?? row.goods.designImage ?? null,
    minPrice: row.goods.minPrice,
    status: row.goods.status,
    sort: row.pool.sort,
  }))
}
