// /dis/batch/: batch design (issue 17 item 4), with the materials library's thumbnails. The
// started job is in the URL (?job=), so a reload or a link shows its progress and results.
import { BatchScreen } from '../../features/design-batch/components/batch-screen'
import { MaterialThumb } from '../../features/materials/components/material-thumb'
import { useSearchParam } from '../use-search-param'

/** Longer than any job id the server makes: such an address names no job. */
const JOB_ID_MAX = 64

export default function BatchPage() {
  const [job, setJob] = useSearchParam('job')
  return (
    <BatchScreen
      jobId={job && job.length <= JOB_ID_MAX ? job : null}
      onJob={setJob}
      renderThumb={(material) => <MaterialThumb id={material.id} name={material.name} height={72} />}
    />
  )
}
