// 403 (SPEC.md §8): the user's permissions do not include this page.
import { Trans } from '@lingui/react/macro'
import { IconLock } from '@tabler/icons-react'
import { BackHomeButton } from './back-home-button'
import { ErrorPage } from './error-page'

export function ForbiddenPage() {
  return (
    <ErrorPage
      status="403"
      icon={IconLock}
      color="orange"
      description={<Trans>Sorry, you have no access to this page</Trans>}
      actions={<BackHomeButton />}
    />
  )
}
