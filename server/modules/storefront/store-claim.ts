// Claiming a coupon. The member row is locked first, so one member's claims queue up and the
// per-member limit holds; the coupon's `claimed` rises in one conditional UPDATE, which the
// database runs one at a time per row and re-checks after each — so 200 members racing for the
// last 10 coupons get exactly 10 claims.
import { and, count, eq, lt, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import { couponClaims, coupons, type MemberRow, members, type ShopRow } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { effectiveSql } from './coupon-routes'

export async function claimCoupon(tx: Database, shop: ShopRow, member: MemberRow, couponId: string) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update')
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.did, shop.did),
        sql`${coupons.shopIds} @> ${JSON.stringify([shop.id])}::jsonb`,
      ),
    )
  // Another tenant's or another shop's coupon: not found here.
  if (!coupon) throw notFound('what.coupon')
  const [mine] = await tx
    .select({ n: count() })
    .from(couponClaims)
    .where(and(eq(couponClaims.couponId, coupon.id), eq(couponClaims.memberId, member.id)))
  if ((mine?.n ?? 0) >= coupon.perMember) {
    throw new AppError(ErrorCode.RULE, 'store.couponLimit', { params: { limit: coupon.perMember } })
  }
  const [taken] = await tx
    .update(coupons)
    .set({ claimed: sql`${coupons.claimed} + 1`, version: sql`${coupons.version} + 1` })
    .where(
      and(eq(coupons.did, shop.did), eq(coupons.id, coupon.id), effectiveSql(), lt(coupons.claimed, coupons.quantity)),
    )
    .returning({ claimed: coupons.claimed, quantity: coupons.quantity })
  if (!taken) {
    const [now] = await tx.select().from(coupons).where(eq(coupons.id, coupon.id))
    if (now && now.claimed >= now.quantity) throw new AppError(ErrorCode.CONFLICT, 'store.couponExhausted')
    throw new AppError(ErrorCode.RULE, 'store.couponNotClaimable')
  }
  const claimId = newId()
  await tx.insert(couponClaims).values({ id: claimId, did: shop.did, couponId: coupon.id, memberId: member.id })
  return { claimId, couponId: coupon.id, left: taken.quantity - taken.claimed }
}
