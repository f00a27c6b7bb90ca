// /test/home: public status page, no sign-in needed (SPEC.md §2).
import { createFileRoute } from '@tanstack/react-router'
import { PublicFrame } from '../../app/error-pages/public-frame'
import { StatusPage } from '../../app/status/status-page'

export const Route = createFileRoute('/test/home')({
  component: () => (
    <PublicFrame>
      <StatusPage />
    </PublicFrame>
  ),
})
