// Saving a design goes through the offline outbox (DESIGN.md §6): the intent is committed on the
// device first, then sent; offline it waits and goes out on reconnect. A save not yet sent is
// replaced by a newer one of the same draft (one design, its latest state), never doubled.
// Online, the editor waits for the server (it draws the print files, a few seconds) to show the
// new version or the server's refusal.
import { DESIGN_PATHS, type DesignDetail, type DesignSaveInput } from '../../../contract/designs'
import type { GoodsRow } from '../../../contract/goods'
import { awaitOutcomes } from '../../../db/outbox/await-outcomes'
import { type DesignSavePayload, designSaveOperation } from '../../../db/outbox/operations/design-save'
import { enqueue } from '../../../db/outbox/queue'
import { requestDrain } from '../../../db/outbox/signal'
import type { OutboxEntry } from '../../../db/outbox/types'
import type { AccountDb } from '../../../db/schema'
import { apiFetch } from '../../../lib/api-client'
import { outboxRefusal } from '../../../lib/api-error'
import { isKnownOffline } from '../../../lib/server-reach'

export const SAVE_WAIT_MS = 30_000
const UNSENT = new Set(['pending', 'retry', 'held'])

export async function queueDesignSave(
  db: AccountDb,
  draftKey: string,
  input: DesignSaveInput,
  draftAt: number,
): Promise<{ settled: Promise<'done' | 'queued'> }> {
  const stored = await db.designDrafts.get(draftKey)
  const saved = stored?.saved
  const payload: DesignSavePayload = {
    ...input,
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    draftKey,
    draftAt,
  }
  const entity = designSaveOperation.entityOf(payload)
  const waiting = (await db.outbox.where('entity').equals(entity).toArray()).filter((entry) => UNSENT.has(entry.state))
  let entry: OutboxEntry | undefined = waiting[waiting.length - 1]
  if (entry) {
    await db.outbox.update(entry.seq as number, { payload, baseVersion: payload.version ?? null })
  } else {
    ;[entry] = await enqueue(db, [{ operation: designSaveOperation, payload, label: input.name }])
  }
  requestDrain()
  const settled = awaitOutcomes(db, entry ? [entry] : [], isKnownOffline() ? 0 : SAVE_WAIT_MS).then(([outcome]) => {
    if (outcome?.kind === 'refused') throw outboxRefusal(outcome.entry)
    return outcome?.kind === 'done' ? ('done' as const) : ('queued' as const)
  })
  return { settled }
}

/** Goods from the saved design's current version (POST /design/goods, online). */
export const createGoodsFromDesign = (body: { designId: string; shopId: string; title: string }) =>
  apiFetch<GoodsRow>(DESIGN_PATHS.goods, { body, idempotencyKey: crypto.randomUUID(), silent: true })

export const fetchDesign = (id: string) => apiFetch<DesignDetail>(DESIGN_PATHS.detail(id), { silent: true })
