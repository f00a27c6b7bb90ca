// How many changes the drain's next batch carries (issue 21). A batch must fit the request timeout:
// one that outlasts it gets no answer, which ends the drain as if offline (its changes were likely
// done; the next drain learns so from their keys, but the replay stalls till then). At load ~29 a
// batch of 50 took longer than the 30 s timeout. So the size follows what the account's last batch
// cost — its time per change from sending to the answer, queueing on a busy server included — so
// that a batch takes about a sixth of the timeout. With nothing measured yet the first batches are
// small, and the size at most doubles per answer: one quick batch cannot jump to a size the next
// slow moment cannot carry. A batch that timed out counts as having taken the whole timeout.
import { OUTBOX_BATCH_MAX_CHANGES } from '../../contract/outbox-batch'

/** The size before anything was measured: at load ~30 a batch of 10 took a few seconds. */
export const FIRST_BATCH_SIZE = 10
/** Never less: a batch of one is its single call, which would never measure a batch again. */
const SMALLEST = 2
/** The share of the request timeout one batch should take. */
const SHARE_OF_TIMEOUT = 1 / 6

export class BatchSizer {
  private size = FIRST_BATCH_SIZE

  constructor(private readonly timeoutMs: number) {}

  /** How many changes the next batch may carry. */
  get next(): number {
    return this.size
  }

  /** A batch of `changes` came back (or timed out) after `elapsedMs`. */
  answered(changes: number, elapsedMs: number): void {
    const perChange = Math.max(elapsedMs, 1) / changes
    const fits = Math.floor((this.timeoutMs * SHARE_OF_TIMEOUT) / perChange)
    this.size = Math.max(SMALLEST, Math.min(OUTBOX_BATCH_MAX_CHANGES, this.size * 2, fits))
  }
}

// Per account and request timeout, kept across drains: a drain that ended on a timed-out batch
// leaves the next one starting smaller.
const sizers = new Map<string, BatchSizer>()

export function batchSizerOf(accountId: string, timeoutMs: number): BatchSizer {
  const name = `${accountId} ${timeoutMs}`
  let sizer = sizers.get(name)
  if (!sizer) {
    sizer = new BatchSizer(timeoutMs)
    sizers.set(name, sizer)
  }
  return sizer
}
