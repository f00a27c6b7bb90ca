// On a goods with a status change still in the outbox: waiting, or needing the user (conflict,
// failed). Same words as the order rows' badge (features do not import each other).
import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { OutboxState } from '../../../db/outbox/types'

export function GoodsSyncBadge({ state }: { state: OutboxState | undefined }) {
  const { t } = useLingui()
  if (!state) return null
  const attention = state === 'conflict' || state === 'failed'
  const label = state === 'conflict' ? t`Sync conflict` : state === 'failed' ? t`Sync failed` : t`Pending sync`
  return (
    <Badge size="sm" variant="light" color={attention ? 'red' : 'orange'} data-testid="sync-badge" data-state={state}>
      {label}
    </Badge>
  )
}
