// The button every error page offers: back to the dashboard route (the landing rules take it from there).
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'

export function BackHomeButton() {
  return (
    <Button component={Link} to="/dashboard/workplace" leftSection={<IconHome size={16} />}>
      <Trans>Back to home</Trans>
    </Button>
  )
}
