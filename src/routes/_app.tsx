// The authenticated layout: every in-app route sits below it and passes its guard first.
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { guardLayout } from '../app/guard'
import { AppLayout } from '../app/layout/app-layout'

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => guardLayout(context.queryClient, location),
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
})
