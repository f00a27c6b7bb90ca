// On a conflict: the row as the server has it now, beside the user's change.
import { Trans, useLingui } from '@lingui/react/macro'
import { Paper, Text } from '@mantine/core'
import { useLocale } from '../../../lib/i18n'
import { relativeTime } from '../../../lib/relative-time'

interface RowLike {
  version?: number
  updatedAt?: string
  status?: string
  expressCode?: string | null
  trackingNo?: string | null
}

export function ServerRowSummary({ row }: { row: unknown }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  if (!row || typeof row !== 'object') {
    return (
      <Text size="xs">
        <Trans>The server refused the change as out of date.</Trans>
      </Text>
    )
  }
  const current = row as RowLike
  const changed = current.updatedAt ? relativeTime(Date.parse(current.updatedAt), locale) : null
  return (
    <Paper withBorder p={6} bg="var(--mantine-color-yellow-light)" data-testid="server-row">
      <Text size="xs" fw={600}>
        <Trans>On the server now</Trans>
      </Text>
      {current.version !== undefined && <Text size="xs">{t`Version ${current.version}`}</Text>}
      {changed && <Text size="xs">{t`Changed ${changed}`}</Text>}
      {current.status && <Text size="xs">{t`Status code ${current.status}`}</Text>}
      {current.trackingNo && (
        <Text size="xs">{t`Tracking no. ${current.expressCode ?? ''} ${current.trackingNo}`}</Text>
      )}
    </Paper>
  )
}
