// Price templates, strategies, product strategies and generation tasks (paths of SPEC.md §7 plus
// the list and detail calls the screens need). Every change runs in one transaction through
// withIdempotency; the GET deletions of SPEC.md §7 change state, so they check the delete action
// and honour an Idempotency-Key like the POSTs.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  idBodySchema,
  immediateListSchema,
  GENERATION_PATHS as P,
  priceTemplateSaveSchema,
  productStrategySaveSchema,
  strategyListSchema,
  strategySaveSchema,
  taskAddSchema,
  taskListSchema,
  templateListSchema,
} from '../../../src/contract/generation'
import { notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { pageOf } from '../../lib/page'
import { parseParams, parseQuery } from '../../lib/validate'
import type { PermissionRule } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { assertPermission } from '../../plugins/permissions'
import { parseGeneration } from './parse'
import { deleteTemplate, listTemplates, saveTemplate } from './price-templates'
import {
  deleteProductStrategy,
  deleteStrategy,
  listStrategies,
  saveProductStrategy,
  saveStrategy,
  strategyDetail,
} from './strategies'
import { addTask, listImmediateGoods, listTasks, requireTask } from './tasks'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const guard = (permission: PermissionRule) => ({ config: { permission } })
const TEMPLATE = 'price_template_list'
const STRATEGY = 'goods_generate_strategy'
const addOrEdit = (key: typeof TEMPLATE | typeof STRATEGY): PermissionRule => [
  { key, action: 'add' },
  { key, action: 'edit' },
]
const READ_STRATEGY = [
  { key: STRATEGY, action: 'query' },
  { key: STRATEGY, action: 'get' },
] satisfies PermissionRule

export async function generationRoutes(app: FastifyInstance) {
  // ---- Listing price templates ----
  const READ_TEMPLATE: PermissionRule = [{ key: TEMPLATE, action: 'query' }, ...READ_STRATEGY]
  app.post(P.templateList, guard(READ_TEMPLATE), async (request) => {
    const params = parseGeneration(request, templateListSchema)
    return ok(request, pageOf(params, await listTemplates(app.db, callerOf(request).did, params)))
  })
  app.post(P.templateSave, guard(addOrEdit(TEMPLATE)), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseGeneration(request, priceTemplateSaveSchema)
    assertPermission(caller, { key: TEMPLATE, action: input.id ? 'edit' : 'add' })
    return withIdempotency(request, reply, (tx) => saveTemplate(tx, caller.did, input))
  })
  app.post(P.templateDelete, guard({ key: TEMPLATE, action: 'delete' }), async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseGeneration(request, idBodySchema)
    return withIdempotency(request, reply, (tx) => deleteTemplate(tx, caller.did, id))
  })

  // ---- Strategies and product strategies ----
  app.get(P.strategy, guard(READ_STRATEGY), async (request) => {
    const params = parseQuery(request, strategyListSchema)
    return ok(request, pageOf(params, await listStrategies(app.db, callerOf(request).did, params)))
  })
  app.post(P.strategy, guard(addOrEdit(STRATEGY)), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseGeneration(request, strategySaveSchema)
    assertPermission(caller, { key: STRATEGY, action: input.id ? 'edit' : 'add' })
    return withIdempotency(request, reply, (tx) => saveStrategy(tx, caller.did, input))
  })
  app.get(`${P.strategy}/:id`, guard(READ_STRATEGY), async (request) => {
    const { id } = parseParams(request, idParams)
    const detail = await strategyDetail(app.db, callerOf(request).did, id)
    if (!detail) throw notFound('what.strategy')
    return ok(request, detail)
  })
  app.get(`${P.strategy}/delete/:id`, guard({ key: STRATEGY, action: 'delete' }), async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    return withIdempotency(request, reply, (tx) => deleteStrategy(tx, caller.did, id))
  })
  app.post(P.productStrategy, guard({ key: STRATEGY, action: 'edit' }), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseGeneration(request, productStrategySaveSchema)
    return withIdempotency(request, reply, (tx) => saveProductStrategy(tx, caller.did, input))
  })
  app.get(`${P.productStrategy}/delete/:id`, guard({ key: STRATEGY, action: 'edit' }), async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    return withIdempotency(request, reply, (tx) => deleteProductStrategy(tx, caller.did, id))
  })

  // ---- Generation tasks ----
  app.post(P.taskAdd, guard({ key: STRATEGY, action: 'add' }), async (request, reply) => {
    const caller = callerOf(request)
    const { strategyId } = parseGeneration(request, taskAddSchema)
    return withIdempotency(request, reply, (tx) => addTask(tx, caller, strategyId))
  })
  app.post(P.taskList, guard(READ_STRATEGY), async (request) => {
    const params = parseGeneration(request, taskListSchema)
    return ok(request, pageOf(params, await listTasks(app.db, callerOf(request).did, params)))
  })
  app.get(`${P.taskDetail}/:id`, guard(READ_STRATEGY), async (request) => {
    const { id } = parseParams(request, idParams)
    return ok(request, await requireTask(app.db, callerOf(request).did, id))
  })
  app.post(P.immediateList, guard({ key: 'goods_immediate', action: 'query' }), async (request) => {
    const params = parseGeneration(request, immediateListSchema)
    return ok(request, pageOf(params, await listImmediateGoods(app.db, callerOf(request).did, params)))
  })
}
