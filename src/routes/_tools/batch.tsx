// /dis/batch/: batch design (issue 17 item 4), with the materials library's thumbnails.
import { createFileRoute } from '@tanstack/react-router'
import { BatchScreen } from '../../features/design-batch/components/batch-screen'
import { MaterialThumb } from '../../features/materials/components/material-thumb'

export const Route = createFileRoute('/_tools/batch')({
  component: () => (
    <BatchScreen renderThumb={(material) => <MaterialThumb id={material.id} name={material.name} height={72} />} />
  ),
})
