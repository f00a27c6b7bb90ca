// Background jobs as the screens see them (server/jobs): state, progress and counts per outcome.
import { z } from 'zod'

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const
export type JobState = (typeof JOB_STATES)[number]

/** States a job leaves only by being worked on or cancelled. */
export const ACTIVE_JOB_STATES = ['queued', 'running'] as const satisfies readonly JobState[]

export { JOB_PATHS } from './call-paths'

export interface JobView {
  id: string
  kind: string
  state: JobState
  total: number
  processed: number
  /** Per-outcome counts, e.g. { published: 2, failed: 1 }. */
  counts: Record<string, number>
  /** 0–100; null while the total is not known yet. */
  percent: number | null
  error: string | null
  attempts: number
  subjectId: string | null
  createdAt: string
  updatedAt: string
  finishedAt: string | null
}

export const jobIdSchema = z.object({ id: z.string().trim().min(1).max(64) })

export const jobPercent = (total: number, processed: number) =>
  total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : null
