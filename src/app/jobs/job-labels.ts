// What the header calls each kind of background job (server/jobs kinds). Kinds not named here run
// without a place in the header (tracking pushes: many, short, shown on their order).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export const JOB_LABELS: Record<string, MessageDescriptor> = {
  'listing.publish': msg`Publishing to a channel`,
  'design.batch': msg`Batch design`,
  // The batch's follow-up: the mockups of the goods it made (server/modules/designs/mockup-job.ts).
  'design.mockups': msg`Drawing batch mockups`,
  'ai.content': msg`AI content`,
}

/** The per-outcome counts a job reports (JobView.counts). */
export const OUTCOME_LABELS: Record<string, MessageDescriptor> = {
  published: msg`published`,
  failed: msg`failed`,
  delisted: msg`delisted`,
  deleted: msg`deleted`,
  skipped: msg`skipped`,
  made: msg`made`,
  drawn: msg`drawn`,
}
