import { createFileRoute } from '@tanstack/react-router'
import { RegisterResultScreen } from '../features/auth/components/register-result-screen'
import { registerResultSearch } from '../features/auth/register-result-search'

export const Route = createFileRoute('/registerResult')({
  validateSearch: registerResultSearch,
  component: RegisterResultRoute,
})

function RegisterResultRoute() {
  return <RegisterResultScreen {...Route.useSearch()} />
}
