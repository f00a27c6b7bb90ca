// Storefront members (/shop/member): search and filter, disable, and reset — which signs the
// member out everywhere, clears any password and texts a sign-in code through the SMS sender.
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql, sum } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  type MemberView,
  memberListSchema,
  memberOrdersSchema,
  memberStatusSchema,
  STOREFRONT_PATHS,
} from '../../../src/contract/storefront'
import { counters, type MemberRow, memberSessions, members, saleOrders, shops, storefrontOrders } from '../../db/schema'
import type { Database } from '../../db/types'
import { updateRow, updateRows } from '../../db/versioned'
import { t } from '../../i18n/locale'
import { notFound } from '../../lib/app-error'
import { mutation, query } from '../../lib/route'
import { CODE_TTL_MS, issueCode } from '../auth/public'
import { escapeLike, pageOf } from './access'
import { memberOrders } from './member-orders'

export const MEMBER_SMS_PURPOSE = 'store-member'

async function viewsOf(
  db: Database,
  did: string,
  rows: { member: MemberRow; shopName: string; counterName: string | null }[],
) {
  const ids = rows.map((row) => row.member.id)
  const figures = ids.length
    ? await db
        .select({ memberId: storefrontOrders.memberId, n: count(), spent: sum(saleOrders.totalAmount) })
        .from(storefrontOrders)
        .innerJoin(saleOrders, eq(saleOrders.id, storefrontOrders.orderId))
        .where(
          and(
            eq(storefrontOrders.did, did),
            inArray(storefrontOrders.memberId, ids),
            sql`${saleOrders.status} not in ('5', '6')`,
            sql`${saleOrders.deletedAt} is null`,
          ),
        )
        .groupBy(storefrontOrders.memberId)
    : []
  return rows.map(({ member, shopName, counterName }): MemberView => {
    const figure = figures.find((row) => row.memberId === member.id)
    return {
      id: member.id,
      shopId: member.shopId,
      shopName,
      phone: member.phone,
      nickname: member.nickname,
      counterId: member.counterId,
      counterName,
      status: member.status as MemberView['status'],
      orderCount: Number(figure?.n ?? 0),
      spentAmount: Number(figure?.spent ?? 0),
      createdAt: member.createdAt.toISOString(),
    }
  })
}

function selectMembers(db: Database) {
  return db
    .select({ member: members, shopName: shops.name, counterName: counters.name })
    .from(members)
    .innerJoin(shops, eq(shops.id, members.shopId))
    .leftJoin(counters, eq(counters.id, members.counterId))
}

async function memberView(db: Database, did: string, id: string) {
  const rows = await selectMembers(db).where(and(eq(members.did, did), eq(members.id, id)))
  return (await viewsOf(db, did, rows))[0]
}

const idParams = z.object({ id: z.string().trim().min(1).max(64) })

const MANAGE = (action: 'query' | 'disable' | 'edit') => ({ key: 'shop_manage' as const, action })

/** Ends every storefront session of the member. */
const signOut = (tx: Database, did: string, memberId: string) =>
  tx.delete(memberSessions).where(and(eq(memberSessions.did, did), eq(memberSessions.memberId, memberId)))

export async function memberRoutes(app: FastifyInstance) {
  query(app, {
    path: STOREFRONT_PATHS.memberList,
    method: 'POST',
    permission: MANAGE('query'),
    body: memberListSchema,
    run: async (db, caller, query) => {
      const filters: (SQL | undefined)[] = [eq(members.did, caller.did)]
      if (query.shopId) filters.push(eq(members.shopId, query.shopId))
      if (query.counterId) filters.push(eq(members.counterId, query.counterId))
      if (query.status) filters.push(eq(members.status, query.status))
      if (query.keyword) {
        const pattern = `%${escapeLike(query.keyword)}%`
        filters.push(or(ilike(members.phone, pattern), ilike(members.nickname, pattern)))
      }
      const where = and(...filters)
      const rows = await selectMembers(db)
        .where(where)
        .orderBy(desc(members.createdAt), desc(members.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
      const [total] = await db.select({ n: count() }).from(members).where(where)
      return pageOf(await viewsOf(db, caller.did, rows), total?.n ?? 0, query.pageNo, query.pageSize)
    },
  })

  // One member's storefront orders (state, items, amounts): another tenant's member is a 404.
  query(app, {
    path: STOREFRONT_PATHS.memberOrders,
    method: 'POST',
    permission: MANAGE('query'),
    body: memberOrdersSchema,
    run: async (db, caller, { id, pageNo, pageSize }, { request }) => {
      const [row] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.did, caller.did), eq(members.id, id)))
      if (!row) throw notFound('what.member')
      return memberOrders(db, caller.did, row.id, { pageNo, pageSize }, request.locale)
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.memberStatus,
    permission: MANAGE('disable'),
    body: memberStatusSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      const [row] = await updateRows(tx, members, caller.did, [input.id], { status: input.status })
      if (!row) throw notFound('what.member')
      // A disabled member is signed out of the storefront at once.
      if (input.status === 'disabled') await signOut(tx, caller.did, row.id)
      return (await memberView(tx, caller.did, row.id))!
    },
  })

  // The code is texted after the commit: a rolled-back reset never texts a code that does not exist.
  const texts = new WeakMap<object, { phone: string; code: string; text: string }>()
  mutation(app, {
    path: STOREFRONT_PATHS.memberReset,
    permission: MANAGE('edit'),
    params: idParams,
    idempotency: 'optional',
    run: async (tx, caller, { id }, { request }) => {
      const [row] = await tx
        .select({ member: members, shopName: shops.name })
        .from(members)
        .innerJoin(shops, eq(shops.id, members.shopId))
        .where(and(eq(members.did, caller.did), eq(members.id, id)))
        .for('update', { of: members })
      if (!row) throw notFound('what.member')
      await updateRow(tx, members, caller.did, id, { passwordHash: null })
      await signOut(tx, caller.did, id)
      const code = await issueCode(tx, row.member.phone, MEMBER_SMS_PURPOSE, request.ip, { signedIn: true })
      const text = t(request.locale, 'sms.memberReset', { shop: row.shopName, code, minutes: CODE_TTL_MS / 60_000 })
      texts.set(request, { phone: row.member.phone, code, text })
      return true
    },
    after: async ({ request }, outcome) => {
      const message = texts.get(request)
      if (outcome === 'committed' && message) await app.smsSender.send({ ...message, purpose: MEMBER_SMS_PURPOSE })
    },
  })
}
