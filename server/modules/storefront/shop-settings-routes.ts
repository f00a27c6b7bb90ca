// The storefront calls of SPEC.md §7 Shops beyond the channel binding: the shop's back-office
// password (§5 rules), payout finance account, template, the generation strategy that feeds it
// and resetting that strategy's task, and granting a bound supplier or factory its orders.
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ErrorCode } from '../../../src/contract/errors'
import { isPasswordStrongEnough } from '../../../src/contract/password-strength'
import {
  financeAccountSchema,
  STOREFRONT_PATHS,
  shardingGrantSchema,
  shopPasswordChangeSchema,
  strategyChangeSchema,
  templateChangeSchema,
} from '../../../src/contract/storefront'
import {
  distributorPartners,
  generationStrategies,
  generationTaskItems,
  generationTasks,
  shopGrants,
  shopSettings,
} from '../../db/schema'
import type { Database } from '../../db/types'
import { lockRow, updateRow } from '../../db/versioned'
import { AppError, notFound } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password-hash'
import { mutation, query } from '../../lib/route'
import { clearSessionCache, weakPassword } from '../auth/public'
import { storefrontShop } from './access'
import { lockSettings, settingsView } from './shop-settings'

const idParams = z.object({ id: z.string().trim().min(1).max(64) })
/** Writes the shop's settings row (locked before), the tenant in the WHERE, and bumps its version. */
const writeSettings = (tx: Database, did: string, shopId: string, changes: Partial<typeof shopSettings.$inferInsert>) =>
  tx
    .update(shopSettings)
    .set({ ...changes, version: sql`${shopSettings.version} + 1` })
    .where(and(eq(shopSettings.did, did), eq(shopSettings.shopId, shopId)))

export async function shopSettingsRoutes(app: FastifyInstance) {
  query(app, {
    path: STOREFRONT_PATHS.settings,
    permission: { key: 'shop_manage', action: 'get' },
    params: idParams,
    run: async (db, caller, { id }) => {
      await storefrontShop(db, caller.did, id)
      return settingsView(db, caller.did, id)
    },
  })

  // Hashing is slow on purpose: done in `before`, outside the transaction and before any lock.
  const hashes = new WeakMap<object, string>()
  mutation(app, {
    path: STOREFRONT_PATHS.passwordChange,
    permission: { key: 'shop_manage', action: 'edit' },
    body: shopPasswordChangeSchema,
    idempotency: 'optional',
    before: async (_db, _caller, input, { request }) => {
      if (!isPasswordStrongEnough(input.newPassword)) throw weakPassword()
      hashes.set(request, await hashPassword(input.newPassword))
    },
    run: async (tx, caller, input, { request }) => {
      const hash = hashes.get(request)
      if (!hash) throw new Error('password hash missing')
      await storefrontShop(tx, caller.did, input.id, true)
      await lockSettings(tx, caller.did, input.id)
      await writeSettings(tx, caller.did, input.id, { passwordHash: hash, passwordChangedAt: new Date() })
      return true
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.financeAccountSave,
    permission: { key: 'shop_manage', action: 'edit' },
    body: financeAccountSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      await storefrontShop(tx, caller.did, input.id, true)
      await lockSettings(tx, caller.did, input.id)
      const account = { holder: input.holder, bank: input.bank, accountNo: input.accountNo.replace(/\s/g, '') }
      await writeSettings(tx, caller.did, input.id, { financeAccount: account })
      return settingsView(tx, caller.did, input.id)
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.templateChange,
    permission: { key: 'shop_manage', action: 'edit' },
    body: templateChangeSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      await storefrontShop(tx, caller.did, input.id, true)
      await lockSettings(tx, caller.did, input.id)
      await writeSettings(tx, caller.did, input.id, { template: input.template })
      return settingsView(tx, caller.did, input.id)
    },
  })

  // The chosen strategy feeds this shop from now on: its goods are generated into it.
  mutation(app, {
    path: STOREFRONT_PATHS.strategyChange,
    permission: { key: 'goods_generate_strategy', action: 'edit' },
    body: strategyChangeSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      await storefrontShop(tx, caller.did, input.id, true)
      await lockSettings(tx, caller.did, input.id)
      if (input.strategyId) {
        const strategy = await lockRow(tx, generationStrategies, caller.did, input.strategyId, {
          what: 'what.strategy',
          where: isNull(generationStrategies.deletedAt),
        })
        await updateRow(tx, generationStrategies, caller.did, strategy.id, { shopId: input.id })
      }
      await writeSettings(tx, caller.did, input.id, { strategyId: input.strategyId })
      return settingsView(tx, caller.did, input.id)
    },
  })

  // Runs the shop strategy's latest task again from the start: its item log is cleared, and the
  // worker skips combinations whose goods already exist in the shop, so nothing is made twice.
  mutation(app, {
    path: STOREFRONT_PATHS.taskReset,
    permission: { key: 'goods_generate_strategy', action: 'edit' },
    params: idParams,
    idempotency: 'optional',
    run: async (tx, caller, { id }) => {
      await storefrontShop(tx, caller.did, id, true)
      const settings = await lockSettings(tx, caller.did, id)
      if (!settings.strategyId) throw new AppError(ErrorCode.RULE, 'storefront.noStrategy')
      const [task] = await tx
        .select()
        .from(generationTasks)
        .where(and(eq(generationTasks.did, caller.did), eq(generationTasks.strategyId, settings.strategyId)))
        .orderBy(desc(generationTasks.createdAt))
        .limit(1)
        .for('update')
      if (!task) throw new AppError(ErrorCode.RULE, 'storefront.noTaskToReset')
      if (task.status === 'running' || task.status === 'queued') {
        throw new AppError(ErrorCode.CONFLICT, 'storefront.taskRunning')
      }
      await tx
        .delete(generationTaskItems)
        .where(and(eq(generationTaskItems.did, caller.did), eq(generationTaskItems.taskId, task.id)))
      await tx
        .update(generationTasks)
        .set({ status: 'queued', cursor: 0, created: 0, skipped: 0, finishedAt: null })
        .where(and(eq(generationTasks.did, caller.did), eq(generationTasks.id, task.id)))
      return { taskId: task.id, status: 'queued' as const }
    },
  })

  mutation(app, {
    path: STOREFRONT_PATHS.shardingGrant,
    permission: { key: 'shop_manage', action: 'edit' },
    body: shardingGrantSchema,
    idempotency: 'optional',
    // The partner's sessions carry the granted shops (SessionAccount.sharedShops): forgotten at
    // once here, so a revoke takes the orders away on its next request.
    after: clearSessionCache,
    run: async (tx, caller, input) => {
      await storefrontShop(tx, caller.did, input.id, true)
      const [partner] = await tx
        .select({ id: distributorPartners.partnerId })
        .from(distributorPartners)
        .where(
          and(eq(distributorPartners.distributorId, caller.did), eq(distributorPartners.partnerId, input.partnerId)),
        )
      if (!partner) throw notFound('what.partner')
      const live = and(
        eq(shopGrants.did, caller.did),
        eq(shopGrants.shopId, input.id),
        eq(shopGrants.partnerId, input.partnerId),
        isNull(shopGrants.revokedAt),
      )
      if (input.granted) {
        await tx
          .insert(shopGrants)
          .values({ id: newId(), did: caller.did, shopId: input.id, partnerId: input.partnerId })
          .onConflictDoNothing()
      } else {
        await tx.update(shopGrants).set({ revokedAt: new Date() }).where(live)
      }
      return settingsView(tx, caller.did, input.id)
    },
  })
}
