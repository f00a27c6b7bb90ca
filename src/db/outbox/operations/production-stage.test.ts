import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ProductionJobRow, type ProductionStage, productionStageSchema } from '../../../contract/production'
import { batchAwareServer } from '../../../lib/testing/outbox-batch-server'
import { accountDbName } from '../../names'
import { AccountDb } from '../../schema'
import { drainOutbox } from '../drain'
import { applyMineAgain, discardEntry, enqueue, newEntry } from '../queue'
import { operationOf } from '../registry'
import { productionStageOperation } from './production-stage'

let db: AccountDb
let n = 0
const session = async () => ({ token: 'tok', language: 'en' })

const job = (id: string, stage: ProductionStage, version: number): ProductionJobRow => ({
  id,
  jobNo: `PJ-${id}`,
  factoryId: 'f',
  factoryName: 'Factory',
  distributorId: 'd',
  distributorName: 'Distributor',
  purchaseOrderId: 'po',
  purchaseNo: 'PO-1',
  stage,
  lines: [{ title: 'Tee', sku: 'T-1', image: null, spec: {}, quantity: 2 }],
  itemCount: 2,
  dueAt: '2026-11-26T00:00:00.000Z',
  defectReason: null,
  reprintOfId: null,
  reprintJobId: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  updatedAt: '2026-11-24T00:00:00.000Z',
  version,
  history: [],
})
const move = (jobId: string, to: ProductionStage, version: number, reason?: string) => ({
  operation: productionStageOperation,
  payload: { jobId, to, version, ...(reason ? { reason } : {}) },
  label: `PJ-${jobId}`,
})

function server(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const calls: { path: string; key: string; body: Record<string, unknown> }[] = []
  // Changes alone or in an outbox batch, each answered as its single call.
  const { fetch } = batchAwareServer((path, key, body) => {
    calls.push({ path, key, body })
    const { status, body: answerBody } = answer(body)
    return new Response(JSON.stringify(answerBody), { status, headers: { 'content-type': 'application/json' } })
  })
  return { calls, fetch }
}

beforeEach(() => {
  n++
  db = new AccountDb(`production-stage-${n}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`production-stage-${n}`))
})

describe('production.stage outbox operation', () => {
  it('is registered, one entity per job, based on the job version, with a payload the server accepts', () => {
    expect(operationOf('production.stage')).toBe(productionStageOperation)
    const entry = newEntry('acc', move('j1', 'printing', 4))
    expect(entry).toMatchObject({ operation: 'production.stage', entity: 'production:j1', baseVersion: 4 })
    expect(productionStageSchema.safeParse(entry.payload).success).toBe(true)
  })

  it('sends each move once with its key, in order per job, and writes the answers into the mirror', async () => {
    await db.productionJobs.put(job('j1', 'queued', 1))
    const [first, second] = await enqueue(db, [move('j1', 'printing', 1), move('j1', 'finishing', 2)])
    const { calls, fetch } = server((body) => ({
      status: 200,
      body: {
        code: 0,
        msg: '',
        data: { job: job('j1', body.to as ProductionStage, Number(body.version) + 1), reprint: null },
      },
    }))
    const report = await drainOutbox({ db, session, fetch })
    expect(report).toMatchObject({ sent: 2, done: 2 })
    expect(calls).toEqual([
      { path: '/dis/ts/production/job/stage', key: first!.id, body: { jobId: 'j1', to: 'printing', version: 1 } },
      { path: '/dis/ts/production/job/stage', key: second!.id, body: { jobId: 'j1', to: 'finishing', version: 2 } },
    ])
    expect(await db.outbox.count()).toBe(0)
    expect(await db.productionJobs.get('j1')).toMatchObject({ stage: 'finishing', version: 3 })
  })

  it('a defect brings the closed job and its reprint into the mirror', async () => {
    await enqueue(db, [move('j1', 'defective', 3, 'smudged')])
    const reprint = { ...job('j2', 'queued', 1), reprintOfId: 'j1' }
    const { fetch } = server(() => ({
      status: 200,
      body: {
        code: 0,
        msg: '',
        data: { job: { ...job('j1', 'defective', 4), reprintJobId: 'j2', defectReason: 'smudged' }, reprint },
      },
    }))
    await drainOutbox({ db, session, fetch })
    expect(await db.productionJobs.get('j1')).toMatchObject({ stage: 'defective', reprintJobId: 'j2' })
    expect(await db.productionJobs.get('j2')).toMatchObject({ stage: 'queued', reprintOfId: 'j1' })
  })

  it('a stale version is a conflict with the server row; "apply mine again" rebases, "keep theirs" shows theirs', async () => {
    await db.productionJobs.put(job('j1', 'queued', 1))
    await enqueue(db, [move('j1', 'printing', 1)])
    const serverRow = job('j1', 'printing', 2)
    const { fetch } = server(() => ({ status: 412, body: { code: 41200, msg: 'stale', data: serverRow } }))
    await drainOutbox({ db, session, fetch })
    const [conflict] = await db.outbox.toArray()
    expect(conflict).toMatchObject({ state: 'conflict', serverRow, lastStatus: 412 })
    await applyMineAgain(db, conflict!.seq as number)
    const [rebased] = await db.outbox.toArray()
    expect(rebased).toMatchObject({ state: 'pending', baseVersion: 2, payload: { to: 'printing', version: 2 } })
    expect(rebased!.id).not.toBe(conflict!.id)
    // The conflict again, then the user keeps the server's job.
    await drainOutbox({ db, session, fetch })
    const [again] = await db.outbox.toArray()
    await discardEntry(db, again!.seq as number)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.productionJobs.get('j1')).toMatchObject({ stage: 'printing', version: 2 })
  })

  it('a refused move fails for good with the server message and leaves the mirror as it was', async () => {
    await db.productionJobs.put(job('j1', 'shipped', 6))
    await enqueue(db, [move('j1', 'defective', 6, 'late')])
    const { fetch } = server(() => ({ status: 400, body: { code: 40001, msg: 'cannot move', data: null } }))
    await drainOutbox({ db, session, fetch })
    expect(await db.outbox.toArray()).toMatchObject([{ state: 'failed', lastError: 'cannot move' }])
    expect(await db.productionJobs.get('j1')).toMatchObject({ stage: 'shipped', version: 6 })
  })
})
