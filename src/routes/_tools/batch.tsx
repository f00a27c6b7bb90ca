// /dis/batch/: batch design (issue 17 item 4), with the materials library's thumbnails. The
// started job is in the URL (?job=), so a reload or a link shows its progress and results.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BatchScreen } from '../../features/design-batch/components/batch-screen'
import { MaterialThumb } from '../../features/materials/components/material-thumb'
import { parseSearch, text } from '../../lib/search-parsers'

const searchShape = { job: text({ max: 64, trim: false }) }

export const Route = createFileRoute('/_tools/batch')({
  validateSearch: (search: Record<string, unknown>): { job?: string } => parseSearch(searchShape, search),
  component: BatchRoute,
})

function BatchRoute() {
  const { job } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <BatchScreen
      jobId={job ?? null}
      onJob={(id) => void navigate({ search: { job: id } })}
      renderThumb={(material) => <MaterialThumb id={material.id} name={material.name} height={72} />}
    />
  )
}
