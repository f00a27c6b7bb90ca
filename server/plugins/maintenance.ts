// Periodic clean-up of rows that only matter for a while: expired sessions, old failed
// sign-ins, used-up SMS codes and idempotency answers past 30 days. Safe on every instance at
// once (plain deletes by age), so no instance is special.
import type { FastifyInstance } from 'fastify'
import { deleteOldAttempts } from '../modules/auth/login-attempts'
import { deleteExpiredSessions } from '../modules/auth/session-repository'
import { deleteOldCodes } from '../modules/auth/sms-codes'
import { deleteExpired } from './idempotency-store'

const EVERY_MS = 60 * 60 * 1000

export function registerMaintenance(app: FastifyInstance, enabled: boolean) {
  if (!enabled) return
  const sweep = async () => {
    try {
      await deleteExpiredSessions(app.db)
      await deleteOldAttempts(app.db)
      await deleteOldCodes(app.db)
      await deleteExpired(app.db)
    } catch (error) {
      app.log.warn({ err: error }, 'maintenance sweep failed; will retry')
    }
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    void sweep()
    timer = setInterval(sweep, EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
