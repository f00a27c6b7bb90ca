// Helpers the listing tests share: waiting for a publish (or delist) job to end, through the same
// job call the screens poll.

import { vi } from 'vitest'
import type { JobView } from '../../../src/contract/jobs'
import type { Call } from '../generation/test-support'

/** Polls `/jobs/detail` until the job is done or failed (30 s at most) and answers its last view. */
export function jobEnded(call: Call, id: string): Promise<JobView> {
  return vi.waitFor(
    async () => {
      const job = (await call<JobView>('GET', `/jobs/detail?id=${id}`, undefined, { key: null })).body.data
      if (job.state !== 'done' && job.state !== 'failed') throw new Error(`job ${id} still ${job.state}`)
      return job
    },
    { timeout: 30_000, interval: 50 },
  )
}

/** Every job ended, one after another. */
export async function jobsEnded(call: Call, jobs: Pick<JobView, 'id'>[]): Promise<void> {
  for (const job of jobs) await jobEnded(call, job.id)
}
