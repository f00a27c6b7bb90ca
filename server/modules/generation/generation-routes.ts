// Price templates, strategies, product strategies and generation tasks (paths of SPEC.md §7 plus
// the list and detail calls the screens need). Every change is a declared mutation in one
// transaction (server/lib/route.ts); the GET deletions of SPEC.md §7 change state, so they check the delete action
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
import { pageOf } from '../../lib/page'
import { mutation, query } from '../../lib/route'
import type { PermissionRule } from '../../plugins/access-types'
import { generationWording } from './parse'
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

/** Saving without an id creates (`add`), with one changes (`edit`). */
const saveAction =
  (key: typeof TEMPLATE | typeof STRATEGY) =>
  (input: { id?: string }): PermissionRule => ({ key, action: input.id ? 'edit' : 'add' })
const wording = generationWording

export async function generationRoutes(app: FastifyInstance) {
  // ---- Listing price templates ----
  const READ_TEMPLATE: PermissionRule = [{ key: TEMPLATE, action: 'query' }, ...READ_STRATEGY]
  query(app, {
    method: 'POST',
    path: P.templateList,
    permission: READ_TEMPLATE,
    body: templateListSchema,
    wording,
    run: async (db, caller, params) => pageOf(params, await listTemplates(db, caller.did, params)),
  })
  mutation(app, {
    path: P.templateSave,
    permission: addOrEdit(TEMPLATE),
    permissionFor: saveAction(TEMPLATE),
    body: priceTemplateSaveSchema,
    wording,
    idempotency: 'optional',
    run: (tx, caller, input) => saveTemplate(tx, caller.did, input),
  })
  mutation(app, {
    path: P.templateDelete,
    permission: { key: TEMPLATE, action: 'delete' },
    body: idBodySchema,
    wording,
    idempotency: 'optional',
    run: (tx, caller, { id }) => deleteTemplate(tx, caller.did, id),
  })

  // ---- Strategies and product strategies ----
  query(app, {
    path: P.strategy,
    permission: READ_STRATEGY,
    query: strategyListSchema,
    run: async (db, caller, params) => pageOf(params, await listStrategies(db, caller.did, params)),
  })
  mutation(app, {
    path: P.strategy,
    permission: addOrEdit(STRATEGY),
    permissionFor: saveAction(STRATEGY),
    body: strategySaveSchema,
    wording,
    idempotency: 'optional',
    run: (tx, caller, input) => saveStrategy(tx, caller.did, input),
  })
  query(app, {
    path: `${P.strategy}/:id`,
    permission: READ_STRATEGY,
    params: idParams,
    run: async (db, caller, { id }) => {
      const detail = await strategyDetail(db, caller.did, id)
      if (!detail) throw notFound('what.strategy')
      return detail
    },
  })
  mutation(app, {
    method: 'GET',
    path: `${P.strategy}/delete/:id`,
    permission: { key: STRATEGY, action: 'delete' },
    params: idParams,
    idempotency: 'optional',
    run: (tx, caller, { id }) => deleteStrategy(tx, caller.did, id),
  })
  mutation(app, {
    path: P.productStrategy,
    permission: { key: STRATEGY, action: 'edit' },
    body: productStrategySaveSchema,
    wording,
    idempotency: 'optional',
    run: (tx, caller, input) => saveProductStrategy(tx, caller.did, input),
  })
  mutation(app, {
    method: 'GET',
    path: `${P.productStrategy}/delete/:id`,
    permission: { key: STRATEGY, action: 'edit' },
    params: idParams,
    idempotency: 'optional',
    run: (tx, caller, { id }) => deleteProductStrategy(tx, caller.did, id),
  })

  // ---- Generation tasks ----
  mutation(app, {
    path: P.taskAdd,
    permission: { key: STRATEGY, action: 'add' },
    body: taskAddSchema,
    wording,
    idempotency: 'optional',
    run: (tx, caller, { strategyId }) => addTask(tx, caller, strategyId),
  })
  query(app, {
    method: 'POST',
    path: P.taskList,
    permission: READ_STRATEGY,
    body: taskListSchema,
    wording,
    run: async (db, caller, params) => pageOf(params, await listTasks(db, caller.did, params)),
  })
  query(app, {
    path: `${P.taskDetail}/:id`,
    permission: READ_STRATEGY,
    params: idParams,
    run: (db, caller, { id }) => requireTask(db, caller.did, id),
  })
  query(app, {
    method: 'POST',
    path: P.immediateList,
    permission: { key: 'goods_immediate', action: 'query' },
    body: immediateListSchema,
    wording,
    run: async (db, caller, params) => pageOf(params, await listImmediateGoods(db, caller.did, params)),
  })
}
