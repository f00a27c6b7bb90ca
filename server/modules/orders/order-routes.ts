// Order and after-sales calls (paths from ORDER_PATHS). Each mutation goes through
// withIdempotency: one transaction holds the change, its history entry and the stored answer.
//
// Bulk ship is per item, not all-or-nothing: every item runs in its own savepoint, so a bad item
// (wrong status, unknown order, stale version) is reported in its BulkItemResult and rolled back
// alone while the others ship. The Idempotency-Key covers the whole request: a replay answers
// the stored per-item results and ships nothing again.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import {
  acceptOrderSchema,
  approveRefundSchema,
  type BulkItemResult,
  bulkShipSchema,
  cancelOrderSchema,
  createRefundSchema,
  delayOrderSchema,
  ORDER_PATHS,
  recommendCommentSchema,
  rejectRefundSchema,
  type SaleOrderDetail,
  type SaleRefundDetail,
  type SplitOrderResult,
  shipOrderSchema,
  splitOrderSchema,
} from '../../../src/contract/orders'
import type { SaleOrderRecord } from '../../db/schema'
import type { Database } from '../../db/types'
import { t } from '../../i18n/locale'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { parseBody, parseParams } from '../../lib/validate'
import type { PermissionRequirement } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { errorAnswer } from '../../plugins/errors'
import { withIdempotency } from '../../plugins/idempotency'
import {
  acceptOrder,
  approveRefund,
  cancelOrder,
  createRefund,
  delayOrder,
  recommendComment,
  rejectRefund,
  shipOrder,
  splitOrder,
} from './order-mutations'
import { findOrder, findRefund, orderDetail, toOrderRow } from './order-read'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const can = (key: PermissionRequirement['key'], action: PermissionRequirement['action']) => ({
  config: { permission: { key, action } },
})

async function detailOf(request: FastifyRequest, db: Database, row: SaleOrderRecord): Promise<SaleOrderDetail> {
  const detail = await orderDetail(db, row.did, row.id, request.locale)
  if (!detail) throw notFound('what.saleOrder')
  return detail
}

export async function orderRoutes(app: FastifyInstance) {
  app.get('/sale/order/detail/:id', can('sale_order', 'get'), async (request) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    const detail = await orderDetail(app.db, caller.did, id, request.locale)
    if (!detail) throw notFound('what.saleOrder')
    return ok(request, detail)
  })

  const single = <S extends z.ZodType>(
    path: string,
    schema: S,
    change: (tx: Database, caller: ReturnType<typeof callerOf>, input: z.output<S>) => Promise<SaleOrderRecord>,
  ) =>
    app.post(path, can('sale_order', 'edit'), async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, schema)
      return withIdempotency(request, reply, async (tx) => detailOf(request, tx, await change(tx, caller, input)))
    })

  single(ORDER_PATHS.ship, shipOrderSchema, shipOrder)
  single(ORDER_PATHS.accept, acceptOrderSchema, acceptOrder)
  single(ORDER_PATHS.delay, delayOrderSchema, delayOrder)
  single(ORDER_PATHS.cancel, cancelOrderSchema, cancelOrder)

  app.post(ORDER_PATHS.split, can('sale_order', 'edit'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, splitOrderSchema)
    return withIdempotency(request, reply, async (tx): Promise<SplitOrderResult> => {
      const { order, newOrder } = await splitOrder(tx, caller, input)
      return { order: await detailOf(request, tx, order), newOrder: await detailOf(request, tx, newOrder) }
    })
  })

  app.post(ORDER_PATHS.bulkShip, can('sale_order', 'edit'), async (request, reply) => {
    const caller = callerOf(request)
    const { items } = parseBody(request, bulkShipSchema)
    return withIdempotency(request, reply, async (tx) => {
      const results: BulkItemResult[] = []
      for (const item of items) {
        try {
          const row = await tx.transaction((savepoint) => shipOrder(savepoint, caller, item))
          results.push({
            id: item.orderId,
            ok: true,
            code: ErrorCode.OK,
            msg: t(request.locale, 'ok'),
            version: row.version,
          })
        } catch (error) {
          if (!(error instanceof AppError)) throw error
          const answer = errorAnswer(request, error)
          results.push({ id: item.orderId, ok: false, code: error.code, msg: answer.body.msg })
        }
      }
      return results
    })
  })

  app.get('/sale/refund/detail/:id', can('sale_refund', 'get'), async (request) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    const refund = await findRefund(app.db, caller.did, id)
    const order = refund && (await findOrder(app.db, caller.did, refund.orderId))
    if (!refund || !order) throw notFound('what.saleRefund')
    const data: SaleRefundDetail = { ...refund, order: toOrderRow(order.order, order.shopName) }
    return ok(request, data)
  })

  app.post(ORDER_PATHS.refundCreate, can('sale_refund', 'add'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, createRefundSchema)
    return withIdempotency(request, reply, (tx) => createRefund(tx, caller, input))
  })
  app.post(ORDER_PATHS.refundApprove, can('sale_refund', 'edit'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, approveRefundSchema)
    return withIdempotency(request, reply, (tx) => approveRefund(tx, caller, input))
  })
  app.post(ORDER_PATHS.refundReject, can('sale_refund', 'edit'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, rejectRefundSchema)
    return withIdempotency(request, reply, (tx) => rejectRefund(tx, caller, input))
  })
  app.post(ORDER_PATHS.commentRecommend, can('goods_comment', 'edit'), async (request, reply) => {
    const caller = callerOf(request)
    const input = parseBody(request, recommendCommentSchema)
    return withIdempotency(request, reply, (tx) => recommendComment(tx, caller, input))
  })
}
