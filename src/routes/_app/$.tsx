// Every route of the table whose screen a later issue builds: the layout's guard has checked the
// path and the permissions, and the page says honestly that it is not there yet.
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../app/error-pages/not-found-page'

export const Route = createFileRoute('/_app/$')({
  component: NotFoundPage,
})
