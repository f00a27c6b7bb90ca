// A sync run's status as a coloured badge, its label declared once here.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { SyncRunStatus } from '../../../contract/platform-sync'

const LABELS = {
  running: msg`Running`,
  done: msg`Done`,
  failed: msg`Failed`,
  interrupted: msg`Interrupted`,
}
const COLORS: Record<SyncRunStatus, string> = { running: 'blue', done: 'green', failed: 'red', interrupted: 'orange' }

export function RunStatusBadge({ status }: { status: SyncRunStatus }) {
  const { i18n } = useLingui()
  return (
    <Badge color={COLORS[status]} variant="light">
      {i18n._(LABELS[status])}
    </Badge>
  )
}
