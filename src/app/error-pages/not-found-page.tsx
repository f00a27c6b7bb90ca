// 404 (SPEC.md §8): unknown pages, and the pages of the table whose screens are not built yet.
import { Trans } from '@lingui/react/macro'
import { IconMapSearch } from '@tabler/icons-react'
import { BackHomeButton } from './back-home-button'
import { ErrorPage } from './error-page'

export function NotFoundPage() {
  return (
    <ErrorPage
      status="404"
      icon={IconMapSearch}
      color="blue"
      description={<Trans>Sorry, the page you visited does not exist or is still under development</Trans>}
      actions={<BackHomeButton />}
    />
  )
}
