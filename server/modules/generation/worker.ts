// The generation worker: a loop started with the server that runs task batches until none is
// left, then waits and looks again. Any instance may run it (tasks are claimed with SKIP LOCKED);
// closing the app stops it after the batch in hand has committed.
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/types'
import { runBatch } from './run-batch'

export interface GenerationWorkerOptions {
  /** Combinations per transaction. */
  batchSize?: number
  /** Pause between batches: on the embedded database (one connection) it lets requests in. */
  pauseMs?: number
  /** How often an idle worker looks for new tasks. */
  idleMs?: number
}

export interface GenerationWorker {
  /** Stops the loop; resolves when the batch in hand has committed or rolled back. */
  stop(): Promise<void>
  /** Looks for work now instead of at the next idle tick (a task was just added). */
  wake(): void
}

export function startGenerationWorker(
  db: Database,
  log: FastifyBaseLogger,
  { batchSize = 20, pauseMs = 20, idleMs = 1000 }: GenerationWorkerOptions = {},
): GenerationWorker {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let resume: (() => void) | undefined
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      resume = resolve
      timer = setTimeout(resolve, ms)
    })
  const wake = () => {
    clearTimeout(timer)
    resume?.()
  }
  const loop = (async () => {
    while (!stopped) {
      let worked = false
      try {
        worked = (await runBatch(db, batchSize)) !== null
      } catch (error) {
        log.error({ err: error }, 'generation batch failed; will retry')
      }
      if (!stopped) await wait(worked ? pauseMs : idleMs)
    }
  })()
  return {
    async stop() {
      stopped = true
      wake()
      await loop
    },
    wake,
  }
}
