import { createFileRoute } from '@tanstack/react-router'
import { PublicFrame } from '../app/error-pages/public-frame'
import { ServerErrorPage } from '../app/error-pages/server-error-page'

export const Route = createFileRoute('/500')({
  component: () => (
    <PublicFrame>
      <ServerErrorPage withReload />
    </PublicFrame>
  ),
})
