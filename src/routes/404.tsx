import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../app/error-pages/not-found-page'
import { PublicFrame } from '../app/error-pages/public-frame'

export const Route = createFileRoute('/404')({
  component: () => (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  ),
})
