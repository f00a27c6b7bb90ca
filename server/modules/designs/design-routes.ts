// Design calls (DESIGN_PATHS): save (a new version with print files and mockups), list, detail,
// create goods from a design, the side photos the editor draws on, and the stored files. Saves
// require an Idempotency-Key (the offline outbox replays them); preflight and rendering run after
// the key is claimed and before the transaction, so a replay answers without drawing again.

import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { DESIGN_PATHS, designGoodsSchema, designListSchema, designSaveSchema } from '../../../src/contract/designs'
import { ErrorCode } from '../../../src/contract/errors'
import { productSides } from '../../db/schema'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { isStorageKey, storageFor } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import { pageOf } from '../../lib/page'
import { parseBody, parseParams, parseQuery } from '../../lib/validate'
import type { PermissionRule } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { assertPermission } from '../../plugins/permissions'
import { findProduct } from '../products/product-read'
import { loadDesignInputs, shapeOfModel } from './design-inputs'
import { createDesignGoods, saveDesign } from './design-mutations'
import { designDetail, listDesigns } from './design-read'
import { assertPrintable, designFolder, renderDesign, WrittenFiles } from './design-render'
import { sidePhoto } from './side-photo'

const guard = (permission: PermissionRule) => ({ config: { permission } })
const READ: PermissionRule = [
  { key: 'customized', action: 'query' },
  { key: 'batch_customized', action: 'query' },
]
const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const photoQuery = z.object({ color: z.string().regex(/^#[0-9a-fA-F]{6}$/) })
const fileParams = z.object({ '*': z.string().max(400) })

export async function designRoutes(app: FastifyInstance) {
  const storage = () => storageFor(app.config.dataDir)

  app.post(
    DESIGN_PATHS.save,
    guard([
      { key: 'customized', action: 'add' },
      { key: 'customized', action: 'edit' },
    ]),
    async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, designSaveSchema)
      assertPermission(caller, { key: 'customized', action: input.id ? 'edit' : 'add' })
      if (request.headers['idempotency-key'] === undefined)
        throw new AppError(ErrorCode.VALIDATION, 'validation.idempotencyKey')
      const designId = input.id ?? newId()
      const written = new WrittenFiles(storage())
      let files: Awaited<ReturnType<typeof renderDesign>> = []
      try {
        return await withIdempotency(request, reply, (tx) => saveDesign(tx, caller, designId, input, files), {
          before: async (db) => {
            const inputs = await loadDesignInputs(db, storage(), caller.did, input)
            assertPrintable(input.sides, inputs, request.locale)
            files = await renderDesign(written, designFolder(caller.did, designId), input.sides, input.color, inputs)
          },
        })
      } catch (error) {
        await written.undo()
        throw error
      }
    },
  )

  app.post(DESIGN_PATHS.list, guard(READ), async (request) => {
    const params = parseBody(request, designListSchema)
    return ok(request, pageOf(params, await listDesigns(app.db, callerOf(request).did, params)))
  })

  app.get('/design/detail/:id', guard(READ), async (request) => {
    const { id } = parseParams(request, idParams)
    const detail = await designDetail(app.db, callerOf(request).did, id)
    if (!detail) throw notFound('what.design')
    return ok(request, detail)
  })

  app.post(DESIGN_PATHS.goods, guard({ key: 'goods_new', action: 'add' }), async (request, reply) => {
    const caller = callerOf(request)
    assertPermission(caller, { key: 'customized', action: 'query' })
    const input = parseBody(request, designGoodsSchema)
    return withIdempotency(request, reply, (tx) => createDesignGoods(tx, caller, input))
  })

  app.get('/design/side-photo/:id', guard(READ), async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    const { color } = parseQuery(request, photoQuery)
    const [side] = await app.db
      .select()
      .from(productSides)
      .where(and(eq(productSides.did, caller.did), eq(productSides.id, id)))
    const product = side ? await findProduct(app.db, caller.did, side.productId) : null
    if (!side || !product) throw notFound('what.productSide')
    const shape = await shapeOfModel(app.db, caller.did, product.categoryId)
    reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=86400')
    return reply.send(await sidePhoto(side, color, shape))
  })

  // Print files: the design's tenant only. Keys are d/<did>/<design>/<folder>/<file>.
  app.get('/design/print/*', guard(READ), async (request, reply) => {
    const key = parseParams(request, fileParams)['*']
    if (!isStorageKey(key) || !key.endsWith('-print.png') || key.split('/')[1] !== callerOf(request).did)
      throw notFound('what.design')
    return sendFile(reply, key, 'image/png', 'private')
  })
  // Mockups: by address (see DESIGN_PATHS.mockup).
  app.get('/design/mockup/*', { config: { public: true } }, async (request, reply) => {
    const key = parseParams(request, fileParams)['*']
    if (!isStorageKey(key) || !key.startsWith('d/') || !key.endsWith('-mockup.jpg')) throw notFound('what.design')
    return sendFile(reply, key, 'image/jpeg', 'public')
  })

  async function sendFile(reply: FastifyReply, key: string, type: string, scope: 'public' | 'private') {
    const stored = await storage().get(key)
    if (!stored) throw notFound('what.design')
    return reply
      .header('content-type', type)
      .header('cache-control', `${scope}, max-age=604800, immutable`)
      .send(stored.body)
  }
}
