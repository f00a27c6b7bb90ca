import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenPage } from '../app/error-pages/forbidden-page'
import { PublicFrame } from '../app/error-pages/public-frame'

export const Route = createFileRoute('/403')({
  component: () => (
    <PublicFrame>
      <ForbiddenPage />
    </PublicFrame>
  ),
})
