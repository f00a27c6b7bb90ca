import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginScreen } from '../features/auth/components/login-screen'
import { safeRedirect } from '../features/auth/safe-redirect'
import { getToken } from '../lib/token'

const loginSearch = z.object({
  redirect: z.string().optional().catch(undefined),
  // Coerced: the router reads ?username=13800138000 typed by hand as a number.
  username: z.coerce.string().optional().catch(undefined),
})

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  // Already signed in: straight on to where the user was going.
  beforeLoad: ({ search }) => {
    if (getToken()) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: redirectTo, username } = Route.useSearch()
  return <LoginScreen redirectTo={redirectTo} username={username} />
}
