// Order and after-sales calls (paths from ORDER_PATHS). Each mutation is declared through
// server/lib/route.ts: one transaction holds the change, its history entry and the stored answer.
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
  payOrderSchema,
  recommendCommentSchema,
  rejectRefundSchema,
  type SaleOrderDetail,
  type SaleRefundDetail,
  type SplitOrderResult,
  shipOrderSchema,
  splitOrderSchema,
} from '../../../src/contract/orders'
import { retryTrackingSchema, TRACKING_PATHS, type TrackingPushView } from '../../../src/contract/tracking'
import type { SaleOrderRecord } from '../../db/schema'
import type { Database } from '../../db/types'
import { t } from '../../i18n/locale'
import { AppError, notFound } from '../../lib/app-error'
import { type Idempotency, mutation, query } from '../../lib/route'
import type { PermissionRequirement, SessionAccount } from '../../plugins/access-types'
import { errorAnswer } from '../../plugins/errors'
import { orderDetail } from './order-detail'
import {
  acceptOrder,
  approveRefund,
  cancelOrder,
  createRefund,
  delayOrder,
  payOrder,
  recommendComment,
  rejectRefund,
  shipOrder,
  splitOrder,
} from './order-mutations'
import { findOrder, orderTenantFor, toOrderRow } from './order-read'
import { findRefund } from './refund-read'
import { retryTracking, toTrackingView } from './tracking'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const can = (key: PermissionRequirement['key'], action: PermissionRequirement['action']) => ({ key, action })

async function detailOf(request: FastifyRequest, db: Database, row: SaleOrderRecord): Promise<SaleOrderDetail> {
  const detail = await orderDetail(db, row.did, row.id, request.locale)
  if (!detail) throw notFound('what.saleOrder')
  return detail
}

export async function orderRoutes(app: FastifyInstance) {
  query(app, {
    path: '/sale/order/detail/:id',
    permission: can('sale_order', 'get'),
    params: idParams,
    run: async (db, caller, { id }, { request }) => {
      const detail = await orderDetail(db, await orderTenantFor(db, caller, id), id, request.locale)
      if (!detail) throw notFound('what.saleOrder')
      return detail
    },
  })

  const single = <S extends z.ZodType>(
    path: string,
    body: S,
    change: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<SaleOrderRecord>,
    idempotency: Idempotency = 'optional',
    batch?: true,
  ) =>
    mutation(app, {
      path,
      permission: can('sale_order', 'edit'),
      body,
      idempotency,
      batch,
      run: async (tx, caller, input, { request }) =>
        detailOf(request, tx, await change(tx, caller, input as z.output<S>)),
    })

  // Shipping is an outbox operation of the app (phones ship offline): a key is required. A ship of
  // an order from a channel shop queues its tracking push; the worker is woken once it committed.
  mutation(app, {
    path: ORDER_PATHS.ship,
    permission: can('sale_order', 'edit'),
    body: shipOrderSchema,
    idempotency: 'required',
    batch: true,
    run: async (tx, caller, input, { request }) => detailOf(request, tx, await shipOrder(tx, caller, input)),
    // Once committed (alone or in an outbox batch), so the worker finds the push it queued.
    after: async (_context, outcome) => {
      if (outcome === 'committed') app.jobs.wake()
    },
  })
  // Accept, delay and cancel are outbox operations too (bulk actions queue one per order, phones
  // act offline): a key is required, so a replay never acts twice.
  single(ORDER_PATHS.accept, acceptOrderSchema, acceptOrder, 'required', true)
  single(ORDER_PATHS.delay, delayOrderSchema, delayOrder, 'required', true)
  single(ORDER_PATHS.cancel, cancelOrderSchema, cancelOrder, 'required', true)
  // A storefront order's payment confirmed by hand: money, so a replay must never act twice.
  single(ORDER_PATHS.pay, payOrderSchema, payOrder, 'required')

  mutation(app, {
    path: ORDER_PATHS.split,
    permission: can('sale_order', 'edit'),
    body: splitOrderSchema,
    idempotency: 'optional',
    run: async (tx, caller, input, { request }): Promise<SplitOrderResult> => {
      const { order, newOrder } = await splitOrder(tx, caller, input)
      return { order: await detailOf(request, tx, order), newOrder: await detailOf(request, tx, newOrder) }
    },
  })

  mutation(app, {
    path: ORDER_PATHS.bulkShip,
    permission: can('sale_order', 'edit'),
    body: bulkShipSchema,
    idempotency: 'optional',
    run: async (tx, caller, { items }, { request, reply }) => {
      reply.raw.once('finish', () => app.jobs.wake())
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
    },
  })

  // "Retry now" on a refused tracking push (order detail): a new job for the same shipment id.
  mutation(app, {
    path: TRACKING_PATHS.retry,
    permission: can('sale_order', 'edit'),
    body: retryTrackingSchema,
    idempotency: 'required',
    run: async (tx, caller, { shipmentId }, { reply }): Promise<TrackingPushView> => {
      const row = await retryTracking(tx, caller, shipmentId)
      reply.raw.once('finish', () => app.jobs.wake())
      return toTrackingView(row)
    },
  })

  query(app, {
    path: '/sale/refund/detail/:id',
    permission: can('sale_refund', 'get'),
    params: idParams,
    run: async (db, caller, { id }): Promise<SaleRefundDetail> => {
      const refund = await findRefund(db, caller.did, id)
      const order = refund && (await findOrder(db, caller.did, refund.orderId))
      if (!refund || !order) throw notFound('what.saleRefund')
      return { ...refund, order: toOrderRow(order.order, order.shopName) }
    },
  })

  const change = <S extends z.ZodType, R>(
    path: string,
    permission: PermissionRequirement,
    body: S,
    run: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<R>,
  ) =>
    mutation(app, {
      path,
      permission,
      body,
      idempotency: 'optional',
      run: (tx, caller, input) => run(tx, caller, input as z.output<S>),
    })
  change(ORDER_PATHS.refundCreate, can('sale_refund', 'add'), createRefundSchema, createRefund)
  change(ORDER_PATHS.refundApprove, can('sale_refund', 'edit'), approveRefundSchema, approveRefund)
  change(ORDER_PATHS.refundReject, can('sale_refund', 'edit'), rejectRefundSchema, rejectRefund)
  change(ORDER_PATHS.commentRecommend, can('goods_comment', 'edit'), recommendCommentSchema, recommendComment)
}
