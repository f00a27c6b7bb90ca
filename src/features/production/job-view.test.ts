import { describe, expect, it } from 'vitest'
import type { ProductionJobRow, ProductionStage } from '../../contract/production'
import type { OutboxState } from '../../db/outbox/types'
import { findJob, jobViews } from './job-view'

const job = (id: string, stage: ProductionStage, version: number) =>
  ({ id, jobNo: `PJ-${id.toUpperCase()}`, stage, version }) as ProductionJobRow
const entry = (id: string, to: ProductionStage, state: OutboxState) => ({
  entity: `production:${id}`,
  state,
  payload: { jobId: id, to },
})

describe('jobViews', () => {
  it('shows waiting moves as made, one version further each', () => {
    const [view] = jobViews(
      [job('a', 'queued', 3)],
      [entry('a', 'printing', 'sending'), entry('a', 'finishing', 'pending')],
    )
    expect(view).toMatchObject({ stage: 'finishing', version: 5, sync: 'sending' })
  })

  it('shows the server stage again once a move needs the user, and holds back the moves after it', () => {
    const [view] = jobViews(
      [job('a', 'queued', 3)],
      [entry('a', 'printing', 'failed'), entry('a', 'finishing', 'pending')],
    )
    expect(view).toMatchObject({ stage: 'queued', version: 3, sync: 'failed' })
  })

  it('leaves jobs without moves and ignores other entities', () => {
    const [view] = jobViews([job('a', 'packed', 5)], [{ entity: 'order:a', state: 'pending', payload: {} }])
    expect(view).toMatchObject({ stage: 'packed', version: 5, sync: undefined })
  })
})

describe('findJob', () => {
  const views = jobViews([job('01JOBID', 'queued', 1), job('b', 'queued', 1)], [])
  it('finds a job by its id (the QR text) or its number, in any case, ignoring spaces around', () => {
    expect(findJob(views, ' 01jobid ')?.job.id).toBe('01JOBID')
    expect(findJob(views, 'pj-b')?.job.id).toBe('b')
    expect(findJob(views, 'PJ-NONE')).toBeUndefined()
    expect(findJob(views, '  ')).toBeUndefined()
  })
})
