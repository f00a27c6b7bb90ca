// /account/settings opens its first page.
import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/account/settings/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/settings/base', replace: true })
  },
})
