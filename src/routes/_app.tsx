// The authenticated layout: every in-app route sits below it and passes its guard first.
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ForbiddenPage } from '../app/error-pages/forbidden-page'
import { guardLayout } from '../app/guard'
import { AppLayout } from '../app/layout/app-layout'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guardLayout(context.queryClient, location),
  component: AppRoute,
})

// A page outside the user's permissions shows the 403 page in place of the page, with the menu
// and tabs still there; its own screen is never rendered.
function AppRoute() {
  const { forbidden } = Route.useRouteContext()
  return <AppLayout>{forbidden ? <ForbiddenPage /> : <Outlet />}</AppLayout>
}
