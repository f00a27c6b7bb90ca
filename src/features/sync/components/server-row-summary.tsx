// On a conflict: the row as the server has it now, beside the user's change.
import { Trans, useLingui } from '@lingui/react/macro'
import { Paper, Text } from '@mantine/core'
import { useLocale } from '../../../lib/i18n'
import { relativeTime } from '../../../lib/relative-time'
import { serverRowOf, useServerStatusLabel } from '../server-status-label'

interface RowLike {
  version?: number
  updatedAt?: string
  status?: string
  expressCode?: string | null
  trackingNo?: string | null
}

export function ServerRowSummary({ row, operation }: { row: unknown; operation: string }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const statusLabel = useServerStatusLabel()
  const found = serverRowOf(row)
  if (!found) {
    return (
      <Text size="xs">
        <Trans>The server refused the change as out of date.</Trans>
      </Text>
    )
  }
  const current = found as RowLike
  const status = statusLabel(operation, found)
  const changed = current.updatedAt ? relativeTime(Date.parse(current.updatedAt), locale) : null
  return (
    <Paper withBorder p={6} bg="var(--mantine-color-yellow-light)" data-testid="server-row">
      <Text size="xs" fw={600}>
        <Trans>On the server now</Trans>
      </Text>
      {current.version !== undefined && <Text size="xs">{t`Version ${current.version}`}</Text>}
      {changed && <Text size="xs">{t`Changed ${changed}`}</Text>}
      {status && <Text size="xs">{t`Status: ${status}`}</Text>}
      {current.trackingNo && (
        <Text size="xs">{t`Tracking no. ${current.expressCode ?? ''} ${current.trackingNo}`}</Text>
      )}
    </Paper>
  )
}
