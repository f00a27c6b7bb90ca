import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginScreen } from '../features/auth/components/login-screen'
import { safeRedirect } from '../features/auth/safe-redirect'
import { replacePage } from '../lib/reload-page'
import { anyText, parseSearch, text } from '../lib/search-parsers'
import { getToken } from '../lib/token'
import { toolHref } from '../tools/tool-pages'

// Plain parsers, not zod: this is the first page (src/lib/search-parsers.ts).
const loginShape = {
  redirect: text({ max: Number.POSITIVE_INFINITY, trim: false }),
  // Any value becomes text: the router reads ?username=13800138000 typed by hand as a number.
  username: anyText,
}
const loginSearch = (search: Record<string, unknown>) => parseSearch(loginShape, search)

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  // Already signed in: straight on to where the user was going.
  beforeLoad: async ({ search }) => {
    if (!getToken()) return
    const target = safeRedirect(search.redirect)
    const tool = toolHref(target)
    if (!tool) throw redirect({ href: target, replace: true })
    // A design tool is a page of its own (src/tools/main.tsx): loaded, and this one never drawn.
    replacePage(tool)
    await new Promise<never>(() => {})
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: redirectTo, username } = Route.useSearch()
  return <LoginScreen redirectTo={redirectTo} username={username} />
}
