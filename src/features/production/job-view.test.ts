import { describe, expect, it } from 'vitest'
import type { ProductionJobRow, ProductionStage } from '../../contract/production'
import type { OutboxState } from '../../db/outbox/types'
import { findJob, jobViews } from './job-view'

const job = (id: string, stage: ProductionStage, version: number) =>
  ({ id, jobNo: `PJ-${id.toUpperCase()}`, stage, version }) as ProductionJobRow
const entry = (id: string, to: ProductionStage, state: OutboxState, version: number) => ({
  entity: `production:${id}`,
  state,
  payload: { jobId: id, to, version },
})

describe('jobViews', () => {
  it('shows waiting moves as made, one version further each', () => {
    const [view] = jobViews(
      [job('a', 'queued', 3)],
      [entry('a', 'printing', 'sending', 3), entry('a', 'finishing', 'pending', 4)],
    )
    expect(view).toMatchObject({ stage: 'finishing', version: 5, sync: 'sending' })
  })

  it('shows the server stage again once a move needs the user, and holds back the moves after it', () => {
    const [view] = jobViews(
      [job('a', 'queued', 3)],
      [entry('a', 'printing', 'failed', 3), entry('a', 'finishing', 'pending', 4)],
    )
    expect(view).toMatchObject({ stage: 'queued', version: 3, sync: 'failed' })
  })

  it('counts a move the mirror already holds only once (the server answered; its entry is about to go)', () => {
    // The mirror took the answer to the move based on version 3: the job is at printing, version 4.
    const [view] = jobViews(
      [job('a', 'printing', 4)],
      [entry('a', 'printing', 'sending', 3), entry('a', 'finishing', 'pending', 4)],
    )
    expect(view).toMatchObject({ stage: 'finishing', version: 5 })
    const [answered] = jobViews([job('a', 'printing', 4)], [entry('a', 'printing', 'sending', 3)])
    expect(answered).toMatchObject({ stage: 'printing', version: 4 })
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
