// GET /jobs/active: the caller's background work still running (exports, imports, generation),
// polled every 2 s while any runs and every 30 s otherwise. Only the kinds the indicator can name.
import { useQuery } from '@tanstack/react-query'
import { JOB_PATHS } from '../../../contract/call-paths'
import type { JobView } from '../../../contract/jobs'
import { apiFetch } from '../../../lib/api-client'
import { afterFirstContent } from '../../../lib/first-content'
import { JOB_LABELS } from '../job-labels'

export const ACTIVE_JOBS_KEY = ['jobs', 'active'] as const

export const useActiveJobs = () =>
  useQuery({
    queryKey: ACTIVE_JOBS_KEY,
    // The header's indicator: after the page's own content (lib/first-content.ts).
    queryFn: async ({ signal }) => {
      await afterFirstContent()
      return apiFetch<JobView[]>(JOB_PATHS.active, { signal, silent: true })
    },
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? 2_000 : 30_000),
    select: (jobs) => jobs.filter((job) => JOB_LABELS[job.kind]),
  })
