// Purchasing calls (paths from PURCHASE_PATHS). Every mutation is declared through server/lib/route.ts: one
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
import { mutation, query } from '../../lib/route'
import type { PermissionRequirement, SessionAccount } from '../../plugins/access-types'
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
const can = (key: PermissionRequirement['key'], action: PermissionRequirement['action']) => ({ key, action })

async function detailOf(request: FastifyRequest, db: Database, caller: SessionAccount, id: string) {
  const detail = await purchaseDetail(db, caller, id, request.locale)
  if (!detail) throw notFound('what.purchaseOrder')
  return detail
}

/** The cart and raising purchase orders belong to the buying side. */
function distributorOnly(caller: SessionAccount): SessionAccount {
  if (partyOf(caller) !== 'distributor') throw new AppError(ErrorCode.FORBIDDEN, 'purchase.distributorOnly')
  return caller
}

export async function purchaseRoutes(app: FastifyInstance) {
  query(app, {
    path: '/purchase/order/detail/:id',
    permission: can('purchase_list', 'get'),
    params: idParams,
    run: (db, caller, { id }, { request }) => detailOf(request, db, caller, id),
  })

  const transition = <S extends z.ZodType>(
    path: string,
    body: S,
    change: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<PurchaseOrderRecord>,
  ) =>
    mutation(app, {
      path,
      permission: can('purchase_list', 'edit'),
      body,
      idempotency: 'optional',
      run: async (tx, caller, input, { request }): Promise<PurchaseOrderDetail> =>
        detailOf(request, tx, caller, (await change(tx, caller, input as z.output<S>)).id),
    })

  transition(PURCHASE_PATHS.pay, purchasePaySchema, payPurchase)
  transition(PURCHASE_PATHS.cancel, purchaseCancelSchema, cancelPurchase)
  transition(PURCHASE_PATHS.accept, purchaseAcceptSchema, acceptPurchase)
  transition(PURCHASE_PATHS.ship, purchaseShipSchema, shipPurchase)
  transition(PURCHASE_PATHS.reject, purchaseRejectSchema, rejectPurchase)
  transition(PURCHASE_PATHS.refund, purchaseRefundSchema, refundPurchase)

  mutation(app, {
    path: PURCHASE_PATHS.create,
    permission: can('purchase_list', 'add'),
    body: purchaseCreateSchema,
    idempotency: 'optional',
    run: async (tx, caller, input, { request }): Promise<PurchaseCreateResult> => {
      const { ids, notPurchased } = await createPurchases(tx, distributorOnly(caller), input)
      const orders: PurchaseOrderDetail[] = []
      for (const id of ids) orders.push(await detailOf(request, tx, caller, id))
      return { orders, notPurchased }
    },
  })

  query(app, {
    path: PURCHASE_PATHS.cart,
    permission: can('purchase_list', 'query'),
    run: (db, caller) => listCart(db, distributorOnly(caller).did),
  })
  query(app, {
    path: PURCHASE_PATHS.cartCount,
    permission: can('purchase_list', 'query'),
    run: async (db, caller) => ({ count: await cartCount(db, distributorOnly(caller).did) }),
  })
  const cart = <S extends z.ZodType, R>(
    path: string,
    body: S,
    change: (tx: Database, caller: SessionAccount, input: z.output<S>) => Promise<R>,
  ) =>
    mutation(app, {
      path,
      permission: can('purchase_list', 'add'),
      body,
      idempotency: 'optional',
      run: (tx, caller, input) => change(tx, distributorOnly(caller), input as z.output<S>),
    })
  cart(PURCHASE_PATHS.cartAdd, cartAddSchema, addToCart)
  cart(CART_ADD_GOODS_PATH, cartAddGoodsSchema, addGoodsToCart)
  cart(PURCHASE_PATHS.cartUpdate, cartUpdateSchema, updateCartItem)
  cart(PURCHASE_PATHS.cartRemove, cartRemoveSchema, (tx, caller, { ids }) => removeFromCart(tx, caller.did, ids))
}
