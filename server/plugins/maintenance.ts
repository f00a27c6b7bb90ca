// Periodic clean-up of rows that only matter for a while: expired sessions, old failed
// sign-ins, used-up SMS codes, idempotency answers past 30 days, listing export files past
// their keep period and design files nothing refers to (a day old at least); also folds the order and listing count
// deltas. Safe on every instance at once (plain deletes by age, a fold that skips rows another
// instance folded), so no instance is special. On the embedded PGlite, which has no
// autovacuum, each hourly sweep (not the one at start, which would hold up the first requests of
// a single-threaded engine) also runs VACUUM (ANALYZE).
import type { FastifyInstance } from 'fastify'
import { vacuumAnalyze } from '../db/vacuum'
import { storageFor } from '../lib/file-storage'
import { deleteOldAttempts } from '../modules/auth/login-attempts'
import { deleteExpiredSessions } from '../modules/auth/session-repository'
import { deleteOldCodes } from '../modules/auth/sms-codes'
import { sweepOrphanDesignFiles } from '../modules/designs/public'
import { expireOldExports } from '../modules/listing/export/export-cleanup'
import { foldListingCounts } from '../modules/listing/public'
import { compactOrderCounts } from '../modules/orders/order-counts'
import { deleteExpired } from './idempotency-store'

const EVERY_MS = 60 * 60 * 1000

export interface MaintenanceOptions {
  /** Stand in for autovacuum (PGlite): VACUUM (ANALYZE) on every sweep after the first. */
  vacuum?: boolean
  everyMs?: number
}

export function registerMaintenance(app: FastifyInstance, enabled: boolean, options: MaintenanceOptions = {}) {
  if (!enabled) return
  const sweep = async (vacuum: boolean) => {
    try {
      await deleteExpiredSessions(app.db)
      await deleteOldAttempts(app.db)
      await deleteOldCodes(app.db)
      await deleteExpired(app.db)
      // Export files past their keep period (the records stay, marked expired).
      await expireOldExports(app.db, app.config)
      // Print files and mockups of saves that never committed, cancelled batch steps (orphan-files.ts).
      const orphans = await sweepOrphanDesignFiles(app.db, storageFor(app.config.dataDir))
      if (orphans.removed.length > 0) app.log.info({ removed: orphans.removed.length }, 'orphan design files removed')
      // Keeps the live order totals a sum of a few rows per tenant and status.
      await compactOrderCounts(app.db)
      // And the goods-per-channel totals a sum of a few rows per group.
      await foldListingCounts(app.db)
      if (vacuum) await vacuumAnalyze(app.db)
    } catch (error) {
      app.log.warn({ err: error }, 'maintenance sweep failed; will retry')
    }
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    void sweep(false)
    timer = setInterval(() => void sweep(options.vacuum ?? false), options.everyMs ?? EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
