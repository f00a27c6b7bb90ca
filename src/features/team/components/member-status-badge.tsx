// Enabled / disabled badge of a team member (or any account-like row).
import { Trans } from '@lingui/react/macro'
import { Badge } from '@mantine/core'

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return (
    <Badge color={enabled ? 'green' : 'gray'} variant="light">
      {enabled ? <Trans>Enabled</Trans> : <Trans>Disabled</Trans>}
    </Badge>
  )
}
