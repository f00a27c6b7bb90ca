import { createFileRoute } from '@tanstack/react-router'
import { BindScreen } from '../../features/auth/components/bind-screen'

export const Route = createFileRoute('/distribution/bind')({
  component: BindScreen,
})
