// Purchasing calls (paths from PURCHASE_PATHS). Every mutation goes through withIdempotency: one
// transaction holds the change, its ledger flow, its history entry and the stored answer.
// Permission purchase_list: query/get to read, add to fill the cart and raise purchase orders,
// edit for the transitions (the state machine then decides which side may make which).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import {
  CART_ADD_GOODS_PATH,
  cartAddGoodsSchema,
  cartAddSchema,
  cartRemoveSchema,
  cartUpdateSchema,
  PURCHASE_PATHS,
  type PurchaseCreateResult,
  type PurchaseOrderDetail,
  purchaseAcceptSchema,
  purchaseCancelSchema,
  purchaseCreateSchema,
  purchasePaySchema,
  purchaseRefundSchema,
  purchaseRejectSchema,
  purchaseShipSchema,
} from '../../../src/contract/purchasing'
import type { PurchaseOrderRecord } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { parseBody, parseParams } from '../../lib/validate'
import type { PermissionRequirement, SessionAccount } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { withIdempotency } from '../../plugins/idempotency'
import { addGoodsToCart } from './cooperate-goods'
import { addToCart, cartCount, listCart, removeFromCart, updateCartItem } from './purchase-cart'
import {
  acceptPurchase,
  cancelPurchase,
  createPurchases,
  payPurchase,
  refundPurchase,
  rejectPurchase,
  shipPurchase,
} from './purchase-mutations'
import { purchaseDetail } from './purchase-read'
import { partyOf } from './purchase-scope'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
const can = (key: PermissionRequirement['key'], action: PermissionRequirement['action']) => ({
  config: { permission: { key, action } },
})

async function detailOf(request: FastifyRequest, db: Database, caller: SessionAccount, id: string) {
  const detail = await purchaseDetail(db, caller, id, request.locale)
  if (!detail) throw notFound('what.purchaseOrder')
  return detail
}

/** The cart and raising purchase orders belong to the buying side. */
function distributorCaller(request: FastifyRequest): SessionAccount {
  const caller = callerOf(request)
  if (partyOf(caller) !== 'distributor') throw new AppError(ErrorCode.FORBIDDEN, 'purchase.distributorOnly')
  return caller
}

export async function purchaseRoutes(app: FastifyInstance) {
  app.get('/purchase/order/detail/:id', can('purchase_list', 'get'), async (request) => {
    const caller = callerOf(request)
    const { id } = parseParams(request, idParams)
    return ok(request, await detailOf(request, app.db, caller, id))
  })

  const transition = <S extends z.ZodType>(
    path: string,
    schema: S,
    change: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<PurchaseOrderRecord>,
  ) =>
    app.post(path, can('purchase_list', 'edit'), async (request, reply) => {
      const caller = callerOf(request)
      const input = parseBody(request, schema)
      return withIdempotency(
        request,
        reply,
        async (tx): Promise<PurchaseOrderDetail> => detailOf(request, tx, caller, (await change(tx, caller, input)).id),
      )
    })

  transition(PURCHASE_PATHS.pay, purchasePaySchema, payPurchase)
  transition(PURCHASE_PATHS.cancel, purchaseCancelSchema, cancelPurchase)
  transition(PURCHASE_PATHS.accept, purchaseAcceptSchema, acceptPurchase)
  transition(PURCHASE_PATHS.ship, purchaseShipSchema, shipPurchase)
  transition(PURCHASE_PATHS.reject, purchaseRejectSchema, rejectPurchase)
  transition(PURCHASE_PATHS.refund, purchaseRefundSchema, refundPurchase)

  app.post(PURCHASE_PATHS.create, can('purchase_list', 'add'), async (request, reply) => {
    const caller = distributorCaller(request)
    const input = parseBody(request, purchaseCreateSchema)
    return withIdempotency(request, reply, async (tx): Promise<PurchaseCreateResult> => {
      const { ids, notPurchased } = await createPurchases(tx, caller, input)
      const orders: PurchaseOrderDetail[] = []
      for (const id of ids) orders.push(await detailOf(request, tx, caller, id))
      return { orders, notPurchased }
    })
  })

  app.get(PURCHASE_PATHS.cart, can('purchase_list', 'query'), async (request) => {
    const caller = distributorCaller(request)
    return ok(request, await listCart(app.db, caller.did))
  })
  app.get(PURCHASE_PATHS.cartCount, can('purchase_list', 'query'), async (request) => {
    const caller = distributorCaller(request)
    return ok(request, { count: await cartCount(app.db, caller.did) })
  })
  app.post(PURCHASE_PATHS.cartAdd, can('purchase_list', 'add'), async (request, reply) => {
    const caller = distributorCaller(request)
    const input = parseBody(request, cartAddSchema)
    return withIdempotency(request, reply, (tx) => addToCart(tx, caller, input))
  })
  app.post(CART_ADD_GOODS_PATH, can('purchase_list', 'add'), async (request, reply) => {
    const caller = distributorCaller(request)
    const input = parseBody(request, cartAddGoodsSchema)
    return withIdempotency(request, reply, (tx) => addGoodsToCart(tx, caller, input))
  })
  app.post(PURCHASE_PATHS.cartUpdate, can('purchase_list', 'add'), async (request, reply) => {
    const caller = distributorCaller(request)
    const input = parseBody(request, cartUpdateSchema)
    return withIdempotency(request, reply, (tx) => updateCartItem(tx, caller, input))
  })
  app.post(PURCHASE_PATHS.cartRemove, can('purchase_list', 'add'), async (request, reply) => {
    const caller = distributorCaller(request)
    const { ids } = parseBody(request, cartRemoveSchema)
    return withIdempotency(request, reply, (tx) => removeFromCart(tx, caller.did, ids))
  })
}
