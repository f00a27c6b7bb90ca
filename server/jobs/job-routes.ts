// Progress of background jobs for the screens and the header: one job by id, the caller's jobs
// under way, and cancelling one. Who may see a job is its kind's permission; another tenant's job
// is not found.
import type { FastifyInstance } from 'fastify'
import { JOB_PATHS, jobIdSchema } from '../../src/contract/jobs'
import type { JobRecord } from '../db/schema'
import { notFound } from '../lib/app-error'
import { ok } from '../lib/envelope'
import { parseBody, parseQuery } from '../lib/validate'
import type { SessionAccount } from '../plugins/access-types'
import { callerOf } from '../plugins/auth'
import { withIdempotency } from '../plugins/idempotency'
import { assertPermission, hasPermission, isOwner } from '../plugins/permissions'
import { activeJobs, cancelJob, requireJob, toJobView } from './queue'
import { jobKind, registeredKinds } from './registry'

const mayRead = (caller: SessionAccount, kind: string) => {
  const handler = jobKind(kind)
  return !!handler && (isOwner(caller) || hasPermission(caller, handler.permission))
}

function readable(caller: SessionAccount, job: JobRecord) {
  // A job of a kind the caller may not see is as good as absent (no hint it exists).
  if (!mayRead(caller, job.kind)) throw notFound('what.job')
  return job
}

export async function jobRoutes(app: FastifyInstance) {
  app.get(JOB_PATHS.detail, async (request) => {
    const caller = callerOf(request)
    const { id } = parseQuery(request, jobIdSchema)
    return ok(request, toJobView(readable(caller, await requireJob(app.db, caller.did, id))))
  })

  app.get(JOB_PATHS.active, async (request) => {
    const caller = callerOf(request)
    const kinds = registeredKinds().filter((kind) => mayRead(caller, kind))
    return ok(request, (await activeJobs(app.db, caller.did, kinds)).map(toJobView))
  })

  app.post(JOB_PATHS.cancel, async (request, reply) => {
    const caller = callerOf(request)
    const { id } = parseBody(request, jobIdSchema)
    return withIdempotency(request, reply, async (tx) => {
      const job = readable(caller, await requireJob(tx, caller.did, id))
      assertPermission(caller, jobKind(job.kind)!.permission, true)
      return toJobView(await cancelJob(tx, caller.did, id))
    })
  })
}
