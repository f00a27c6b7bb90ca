// The one worker loop of an instance: a few slots, each claiming a job, working one batch and
// claiming again, until nothing is runnable; then it waits and looks again (or is woken when a job
// is added here). Stopping aborts the batches in hand and waits until they have stored or rolled
// back their work; what they did not finish, any instance resumes later from the saved cursor.
import { randomBytes } from 'node:crypto'
import { claimJob } from './claim'
import { registeredKinds } from './registry'
import { type JobHost, runClaimed } from './run-claimed'

export interface JobWorkerOptions {
  /** Batches worked at once by this instance (jobs side by side: two shops publishing). */
  slots?: number
  /** How long a claim holds a job before another worker may take it over. */
  leaseMs?: number
  /** Pause between batches: on the embedded database (one connection) it lets requests in. */
  pauseMs?: number
  /** How often an idle worker looks for new jobs. */
  idleMs?: number
  /** First retry delay after a failed batch (doubles per attempt, with jitter). */
  retryBaseMs?: number
  /** Only these kinds (tests); default every registered kind. */
  kinds?: string[]
}

export interface JobWorker {
  readonly id: string
  stop(): Promise<void>
  /** Looks for work now instead of at the next idle tick (a job was just added). */
  wake(): void
}

export function startJobWorker(
  host: JobHost,
  { slots = 2, leaseMs = 60_000, pauseMs = 10, idleMs = 1000, retryBaseMs, kinds }: JobWorkerOptions = {},
): JobWorker {
  const id = `w-${randomBytes(6).toString('hex')}`
  const abort = new AbortController()
  const sleepers = new Set<() => void>()
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        sleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      sleepers.add(done)
    })
  const wake = () => {
    for (const sleeper of [...sleepers]) sleeper()
  }
  const slot = async () => {
    while (!abort.signal.aborted) {
      let worked = false
      try {
        const claim = await claimJob(host.db, id, kinds ?? registeredKinds(), leaseMs)
        if (claim) {
          worked = true
          await runClaimed(host, claim, { workerId: id, signal: abort.signal, leaseMs, retryBaseMs })
        }
      } catch (error) {
        host.log.error({ err: error }, 'job worker: claim failed; will retry')
      }
      if (!abort.signal.aborted) await wait(worked ? pauseMs : idleMs)
    }
  }
  const loops = Array.from({ length: slots }, slot)
  return {
    id,
    async stop() {
      abort.abort()
      wake()
      await Promise.all(loops)
    },
    wake,
  }
}
