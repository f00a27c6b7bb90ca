// Storefront member sessions: their own opaque token in X-Member-Token (never the console's
// Authorization bearer), stored hashed, 30 days, bound to one shop; disabled members have none.
import { and, eq, gt } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { ErrorCode } from '../../../src/contract/errors'
import { MEMBER_TOKEN_HEADER } from '../../../src/contract/storefront'
import { type MemberRow, memberSessions, members } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError } from '../../lib/app-error'
import { newToken, sha256 } from '../../lib/hash'
import { newId } from '../../lib/ids'

export const MEMBER_SESSION_MS = 30 * 86_400_000

export async function startMemberSession(tx: Database, member: MemberRow): Promise<string> {
  const token = newToken()
  await tx.insert(memberSessions).values({
    id: newId(),
    tokenHash: sha256(token),
    memberId: member.id,
    did: member.did,
    shopId: member.shopId,
    expiresAt: new Date(Date.now() + MEMBER_SESSION_MS),
  })
  return token
}

/** The signed-in member of `shopId`, or a 401 the storefront answers with its sign-in sheet. */
export async function memberOf(db: Database, request: FastifyRequest, shopId: string): Promise<MemberRow> {
  const header = request.headers[MEMBER_TOKEN_HEADER]
  const token = typeof header === 'string' && header.length <= 256 ? header : undefined
  if (!token) throw new AppError(ErrorCode.UNAUTHORIZED, 'store.signInFirst')
  const [row] = await db
    .select({ member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, sha256(token)),
        eq(memberSessions.shopId, shopId),
        gt(memberSessions.expiresAt, new Date()),
      ),
    )
  if (!row) throw new AppError(ErrorCode.UNAUTHORIZED, 'store.signInFirst')
  if (row.member.status !== 'enabled') throw new AppError(ErrorCode.FORBIDDEN, 'store.memberDisabled')
  return row.member
}
