// Helpers the listing tests share: waiting for a publish (or delist) job to end, through the same
// job call the screens poll.
import type { JobView } from '../../../src/contract/jobs'
import type { Call } from '../generation/test-support'

/** Polls `/jobs/detail` until the job is done or failed (30 s at most) and answers its last view. */
export async function jobEnded(call: Call, id: string): Promise<JobView> {
  const until = Date.now() + 30_000
  for (;;) {
    const job = (await call<JobView>('GET', `/jobs/detail?id=${id}`, undefined, { key: null })).body.data
    if (job.state === 'done' || job.state === 'failed') return job
    if (Date.now() > until) throw new Error(`job ${id} still ${job.state}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Every job ended, one after another. */
export async function jobsEnded(call: Call, jobs: Pick<JobView, 'id'>[]): Promise<void> {
  for (const job of jobs) await jobEnded(call, job.id)
}
