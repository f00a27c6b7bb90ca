// A production stage change through the offline outbox (DESIGN.md §6): the intent — target stage,
// the version it was based on, an Idempotency-Key made now — is committed on the device before any
// network attempt, so the job card shows the new stage ("pending sync") at once, with or without
// network. Online, the caller waits briefly for the server: a refusal (move not allowed, stale
// version) leaves the outbox here and is shown with the server's message; the card falls back to
// what the mirror holds. Offline, the change waits and a later refusal lands in the sync panel.
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { ProductionStage } from '../../../contract/production'
import { whenAccountDb } from '../../../db/current'
import { awaitOutcomes } from '../../../db/outbox/await-outcomes'
import { productionStageOperation } from '../../../db/outbox/operations/production-stage'
import { enqueue } from '../../../db/outbox/queue'
import { requestDrain } from '../../../db/outbox/signal'
import { outboxRefusal } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifyQueued } from '../../../lib/notify'
import { isKnownOffline } from '../../../lib/server-reach'

export interface JobMove {
  jobId: string
  jobNo: string
  to: ProductionStage
  /** The version the user saw (outbox moves included). */
  version: number
  reason?: string
}

export const OUTCOME_WAIT_MS = 8_000

/**
 * Commits the move to the outbox and answers once it is there (the card shows it from then on);
 * `settled` then tells how the server took it: done, still queued, or refused (rejects).
 */
export async function queueJobMove(move: JobMove): Promise<{ settled: Promise<'done' | 'queued'> }> {
  const db = await whenAccountDb(5_000)
  if (!db) throw new Error('The local database is not available')
  const [entry] = await enqueue(db, [
    {
      operation: productionStageOperation,
      payload: {
        jobId: move.jobId,
        to: move.to,
        version: move.version,
        ...(move.reason ? { reason: move.reason } : {}),
      },
      label: move.jobNo,
    },
  ])
  requestDrain()
  const settled = awaitOutcomes(db, entry ? [entry] : [], isKnownOffline() ? 0 : OUTCOME_WAIT_MS).then(([outcome]) => {
    if (outcome?.kind === 'refused') throw outboxRefusal(outcome.entry)
    return outcome?.kind === 'done' ? ('done' as const) : ('queued' as const)
  })
  return { settled }
}

export function useMoveJob() {
  const { t } = useLingui()
  const refused = (error: unknown) => notifyFailure(errorMessage(error) || t`The server refused the change`)
  return useMutation({
    // Queuing is a local write: it works with no network.
    networkMode: 'always',
    mutationFn: async (move: JobMove) => {
      const { settled } = await queueJobMove(move)
      // The floor does not wait for the server; a refusal comes back as a notice, and a move that
      // has to wait for the network says so (the card leaves its column either way).
      settled.then((kind) => {
        if (kind === 'queued') notifyQueued(t`${move.jobNo}: the change is sent as soon as the connection is back`)
      }, refused)
    },
    onError: refused,
  })
}
