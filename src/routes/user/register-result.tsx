// The same result screen under the second address SPEC.md §2 names.
import { createFileRoute } from '@tanstack/react-router'
import { RegisterResultScreen } from '../../features/auth/components/register-result-screen'
import { registerResultSearch } from '../../features/auth/register-result-search'

export const Route = createFileRoute('/user/register-result')({
  validateSearch: registerResultSearch,
  component: RegisterResultRoute,
})

function RegisterResultRoute() {
  return <RegisterResultScreen {...Route.useSearch()} />
}
