// The public storefront API: the shop page and goods, member sign-up/sign-in by phone and SMS
// code (own session kind), coupon claims that never over-claim, and orders that land in
// /sale/order as custom-channel orders attributed to shop, counter, member and coupon.
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import {
  STORE_PATHS,
  type StoreMember,
  storeClaimSchema,
  storeOrderSchema,
  storeOrdersQuerySchema,
  storeSignInSchema,
  storeSmsSchema,
} from '../../../src/contract/storefront'
import { couponClaims, coupons, members } from '../../db/schema'
import type { Database } from '../../db/types'
import { t } from '../../i18n/locale'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { mutation, query } from '../../lib/route'
import { CODE_TTL_MS, checkCode, issueCode, markCodeUsed } from '../auth/public'
import { memberOrders } from './member-orders'
import { MEMBER_SMS_PURPOSE } from './member-routes'
import { claimCoupon } from './store-claim'
import { placeOrder } from './store-order'
import { counterOfShop, openShop, storeGoods, storePage } from './store-read'
import { memberOf, startMemberSession } from './store-session'

const id = z.string().trim().min(1).max(64)
const shopParams = z.object({ shopId: id })
const goodsParams = z.object({ shopId: id, goodsId: id })
const pageQuery = z.object({ counter: id.optional() })

export async function storeRoutes(app: FastifyInstance) {
  query(app, {
    path: STORE_PATHS.page,
    public: true,
    params: shopParams,
    query: pageQuery,
    run: async (db, _caller, { shopId, counter }, { reply }) => {
      const shop = await openShop(db, shopId)
      // Short-lived: a kiosk's service worker keeps its own copy for when the network is gone.
      reply.header('cache-control', 'no-cache')
      return storePage(db, shop, counter)
    },
  })

  query(app, {
    path: STORE_PATHS.goods,
    public: true,
    params: goodsParams,
    run: async (db, _caller, { shopId, goodsId }, { request }) =>
      storeGoods(db, await openShop(db, shopId), goodsId, request.locale),
  })

  mutation(app, {
    path: STORE_PATHS.sms,
    public: true,
    params: shopParams,
    body: storeSmsSchema,
    idempotency: 'optional',
    // Issued in the call's transaction: a code whose message could not be sent is not kept.
    run: async (tx, _caller, { shopId, phone }, { request }) => {
      const shop = await openShop(tx, shopId)
      const code = await issueCode(tx, phone, MEMBER_SMS_PURPOSE, request.ip)
      const text = t(request.locale, 'sms.text', { code, minutes: CODE_TTL_MS / 60_000 })
      await app.smsSender.send({ phone, code, purpose: MEMBER_SMS_PURPOSE, text })
      return { shopId: shop.id, sent: true }
    },
  })

  // Signs a member in, signing them up first when the phone is new to this shop.
  const codeOf = new WeakMap<object, string>()
  mutation(app, {
    path: STORE_PATHS.signIn,
    public: true,
    params: shopParams,
    body: storeSignInSchema,
    idempotency: 'optional',
    // A wrong code uses up a try even though nothing else happens (checked outside the transaction).
    before: async (db, _caller, input, { request }) => {
      await openShop(db, input.shopId)
      codeOf.set(request, await checkCode(db, input.phone, MEMBER_SMS_PURPOSE, input.code))
    },
    run: async (tx, _caller, input, { request }) => {
      const shop = await openShop(tx, input.shopId)
      await markCodeUsed(tx, codeOf.get(request) ?? '')
      const counter = await counterOfShop(tx, shop, input.counterId)
      await tx
        .insert(members)
        .values({
          id: newId(),
          did: shop.did,
          shopId: shop.id,
          phone: input.phone,
          nickname: input.nickname ?? '',
          counterId: counter?.id ?? null,
        })
        .onConflictDoNothing()
      const [member] = await tx
        .select()
        .from(members)
        .where(and(eq(members.shopId, shop.id), eq(members.phone, input.phone)))
      if (!member) throw new Error('member row missing after upsert')
      if (member.status !== 'enabled') throw new AppError(ErrorCode.FORBIDDEN, 'store.memberDisabled')
      return { token: await startMemberSession(tx, member), member: await memberView(tx, member.id) }
    },
  })

  query(app, {
    path: STORE_PATHS.me,
    public: true,
    params: shopParams,
    run: async (db, _caller, { shopId }, { request }) => {
      await openShop(db, shopId)
      const member = await memberOf(db, request, shopId)
      return memberView(db, member.id)
    },
  })

  // The member's own orders in this shop (state, items, amounts): never another member's.
  query(app, {
    path: STORE_PATHS.orders,
    public: true,
    params: shopParams,
    query: storeOrdersQuerySchema,
    run: async (db, _caller, { shopId, pageNo, pageSize }, { request }) => {
      const shop = await openShop(db, shopId)
      const member = await memberOf(db, request, shopId)
      return memberOrders(db, shop.did, member.id, { pageNo, pageSize }, request.locale)
    },
  })

  mutation(app, {
    path: STORE_PATHS.claim,
    public: true,
    params: shopParams,
    body: storeClaimSchema,
    idempotency: 'optional',
    run: async (tx, _caller, { shopId, couponId }, { request }) => {
      const shop = await openShop(tx, shopId)
      const member = await memberOf(tx, request, shopId)
      return claimCoupon(tx, shop, member, couponId)
    },
  })

  // The order's own clientKey makes it idempotent (a queued order replayed is one order).
  mutation(app, {
    path: STORE_PATHS.order,
    public: true,
    params: shopParams,
    body: storeOrderSchema,
    idempotency: 'optional',
    run: async (tx, _caller, { shopId, ...input }, { request }) => {
      const shop = await openShop(tx, shopId)
      const member = await memberOf(tx, request, shopId)
      return placeOrder(tx, request.locale, shop, member, input)
    },
  })
}

async function memberView(db: Database, memberId: string): Promise<StoreMember> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId))
  const claims = await db
    .select({ claimId: couponClaims.id, couponId: couponClaims.couponId, usedAt: couponClaims.usedAt, coupon: coupons })
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .where(and(eq(couponClaims.memberId, memberId), isNull(couponClaims.usedAt)))
  const claimedUp = await db
    .select({ couponId: couponClaims.couponId })
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .where(eq(couponClaims.memberId, memberId))
    .groupBy(couponClaims.couponId, coupons.perMember)
    .having(sql`count(*) >= ${coupons.perMember}`)
  return {
    id: member!.id,
    phone: member!.phone,
    nickname: member!.nickname,
    claims: claims.map((claim) => ({
      claimId: claim.claimId,
      couponId: claim.couponId,
      usedAt: claim.usedAt?.toISOString() ?? null,
      coupon: {
        name: claim.coupon.name,
        kind: claim.coupon.kind as 'amount' | 'discount',
        amountOff: claim.coupon.amountOff,
        percentOff: claim.coupon.percentOff,
        minAmount: claim.coupon.minAmount,
        endsAt: claim.coupon.endsAt.toISOString(),
      },
    })),
    claimedUp: claimedUp.map((row) => row.couponId),
  }
}
