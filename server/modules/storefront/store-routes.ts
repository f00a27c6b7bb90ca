// The public storefront API: the shop page and goods, member sign-up/sign-in by phone and SMS
// code (own session kind), coupon claims that never over-claim, and orders that land in
// /sale/order as custom-channel orders attributed to shop, counter, member and coupon.
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import {
  STORE_PATHS,
  type StoreMember,
  storeClaimSchema,
  storeOrderSchema,
  storeSignInSchema,
  storeSmsSchema,
} from '../../../src/contract/storefront'
import { couponClaims, coupons, members } from '../../db/schema'
import { t } from '../../i18n/locale'
import { AppError } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { newId } from '../../lib/ids'
import { parseBody, parseParams, parseQuery } from '../../lib/validate'
import { withIdempotency } from '../../plugins/idempotency'
import { CODE_TTL_MS, checkCode, issueCode, markCodeUsed } from '../auth/sms-codes'
import { MEMBER_SMS_PURPOSE } from './member-routes'
import { claimCoupon } from './store-claim'
import { placeOrder } from './store-order'
import { counterOfShop, openShop, storeGoods, storePage } from './store-read'
import { memberOf, startMemberSession } from './store-session'

const id = z.string().trim().min(1).max(64)
const shopParams = z.object({ shopId: id })
const goodsParams = z.object({ shopId: id, goodsId: id })
const pageQuery = z.object({ counter: id.optional() })
const PUBLIC = { config: { public: true } } as const

export async function storeRoutes(app: FastifyInstance) {
  app.get(STORE_PATHS.page, PUBLIC, async (request, reply) => {
    const { shopId } = parseParams(request, shopParams)
    const { counter } = parseQuery(request, pageQuery)
    const shop = await openShop(app.db, shopId)
    // Short-lived: a kiosk's service worker keeps its own copy for when the network is gone.
    reply.header('cache-control', 'no-cache')
    return ok(request, await storePage(app.db, shop, counter))
  })

  app.get(STORE_PATHS.goods, PUBLIC, async (request) => {
    const { shopId, goodsId } = parseParams(request, goodsParams)
    const shop = await openShop(app.db, shopId)
    return ok(request, await storeGoods(app.db, shop, goodsId))
  })

  app.post(STORE_PATHS.sms, PUBLIC, async (request) => {
    const { shopId } = parseParams(request, shopParams)
    const { phone } = parseBody(request, storeSmsSchema)
    const shop = await openShop(app.db, shopId)
    const code = await issueCode(app.db, phone, MEMBER_SMS_PURPOSE, request.ip)
    const text = t(request.locale, 'sms.text', { code, minutes: CODE_TTL_MS / 60_000 })
    await app.smsSender.send({ phone, code, purpose: MEMBER_SMS_PURPOSE, text })
    return ok(request, { shopId: shop.id, sent: true })
  })

  // Signs a member in, signing them up first when the phone is new to this shop.
  app.post(STORE_PATHS.signIn, PUBLIC, async (request, reply) => {
    const { shopId } = parseParams(request, shopParams)
    const input = parseBody(request, storeSignInSchema)
    const shop = await openShop(app.db, shopId)
    let codeId = ''
    return withIdempotency(
      request,
      reply,
      async (tx) => {
        await markCodeUsed(tx, codeId)
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
      {
        // A wrong code uses up a try even though nothing else happens.
        before: async (db) => {
          codeId = await checkCode(db, input.phone, MEMBER_SMS_PURPOSE, input.code)
        },
      },
    )
  })

  app.get(STORE_PATHS.me, PUBLIC, async (request) => {
    const { shopId } = parseParams(request, shopParams)
    await openShop(app.db, shopId)
    const member = await memberOf(app.db, request, shopId)
    return ok(request, await memberView(app.db, member.id))
  })

  app.post(STORE_PATHS.claim, PUBLIC, async (request, reply) => {
    const { shopId } = parseParams(request, shopParams)
    const { couponId } = parseBody(request, storeClaimSchema)
    const shop = await openShop(app.db, shopId)
    const member = await memberOf(app.db, request, shopId)
    return withIdempotency(request, reply, (tx) => claimCoupon(tx, shop, member, couponId))
  })

  app.post(STORE_PATHS.order, PUBLIC, async (request) => {
    const { shopId } = parseParams(request, shopParams)
    const input = parseBody(request, storeOrderSchema)
    const shop = await openShop(app.db, shopId)
    const member = await memberOf(app.db, request, shopId)
    // The order's own clientKey makes it idempotent (a queued order replayed is one order).
    return ok(request, await app.db.transaction((tx) => placeOrder(tx, request.locale, shop, member, input)))
  })
}

async function memberView(db: Parameters<typeof memberOf>[0], memberId: string): Promise<StoreMember> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId))
  const claims = await db
    .select({ claimId: couponClaims.id, couponId: couponClaims.couponId, usedAt: couponClaims.usedAt, coupon: coupons })
    .from(couponClaims)
    .innerJoin(coupons, eq(coupons.id, couponClaims.couponId))
    .where(and(eq(couponClaims.memberId, memberId), isNull(couponClaims.usedAt)))
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
  }
}
