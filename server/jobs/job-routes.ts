// Progress of background jobs for the screens and the header: one job by id, the caller's jobs
// under way, and cancelling one. Who may see a job is its kind's permission; another tenant's job
// is not found.
import type { FastifyInstance } from 'fastify'
import { JOB_PATHS, jobIdSchema } from '../../src/contract/jobs'
import type { JobRecord } from '../db/schema'
import { notFound } from '../lib/app-error'
import { mutation, query } from '../lib/route'
import type { SessionAccount } from '../plugins/access-types'
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

// Any signed-in caller may ask: the permission is the job kind's, checked per job (mayRead).
export async function jobRoutes(app: FastifyInstance) {
  query(app, {
    path: JOB_PATHS.detail,
    signedIn: true,
    query: jobIdSchema,
    run: async (db, caller, { id }) => toJobView(readable(caller, await requireJob(db, caller.did, id))),
  })

  query(app, {
    path: JOB_PATHS.active,
    signedIn: true,
    run: async (db, caller) => {
      const kinds = registeredKinds().filter((kind) => mayRead(caller, kind))
      return (await activeJobs(db, caller.did, kinds)).map(toJobView)
    },
  })

  mutation(app, {
    path: JOB_PATHS.cancel,
    signedIn: true,
    body: jobIdSchema,
    idempotency: 'optional',
    run: async (tx, caller, { id }) => {
      const job = readable(caller, await requireJob(tx, caller.did, id))
      assertPermission(caller, jobKind(job.kind)!.permission, true)
      return toJobView(await cancelJob(tx, caller.did, id))
    },
  })
}
