// On a job with a move still in the outbox: waiting ("pending sync"), or needing the user.
import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { OutboxState } from '../../../db/outbox/types'

export function ProductionSyncBadge({ state }: { state: OutboxState | undefined }) {
  const { t } = useLingui()
  if (!state) return null
  const attention = state === 'conflict' || state === 'failed'
  const label = state === 'conflict' ? t`Sync conflict` : state === 'failed' ? t`Sync failed` : t`Pending sync`
  return (
    <Badge
      size="lg"
      tt="none"
      variant="light"
      color={attention ? 'red' : 'orange'}
      data-testid="sync-badge"
      data-state={state}
    >
      {label}
    </Badge>
  )
}
