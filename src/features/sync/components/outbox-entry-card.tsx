// One queued change in the sync panel: what, its state, age, attempts and last error, and what the
// user can do (send now, retry, discard; on a conflict: apply mine again or keep theirs).
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { confirm } from '../../../components/confirm-dialog'
import { applyMineAgain, discardEntry, keepTheirs, retryEntry } from '../../../db/outbox/queue'
import { requestDrain } from '../../../db/outbox/signal'
import type { OutboxEntry, OutboxState } from '../../../db/outbox/types'
import type { AccountDb } from '../../../db/schema'
import { useLocale } from '../../../lib/i18n'
import { relativeTime } from '../../../lib/relative-time'
import { OPERATION_LABELS } from '../operation-labels'
import { ServerRowSummary } from './server-row-summary'

const STATE_COLOR: Record<OutboxState, string> = {
  pending: 'blue',
  sending: 'blue',
  retry: 'orange',
  held: 'gray',
  conflict: 'yellow',
  failed: 'red',
}

export function OutboxEntryCard({ db, entry }: { db: AccountDb; entry: OutboxEntry }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const seq = entry.seq as number
  const stateLabel: Record<OutboxState, string> = {
    pending: t`Waiting to send`,
    sending: t`Sending`,
    retry: t`Will retry`,
    held: t`Waiting for sign-in`,
    conflict: t`Conflict`,
    failed: t`Failed`,
  }
  const operation = OPERATION_LABELS[entry.operation]
  const act = async (run: () => Promise<void>) => {
    await run()
    requestDrain()
  }
  const discard = async () => {
    const sure = await confirm({
      title: t`Discard this change?`,
      message: t`It will not reach the server. This cannot be undone.`,
      confirmLabel: t`Discard`,
      danger: true,
    })
    if (sure) await discardEntry(db, seq)
  }
  return (
    <Card withBorder padding="sm" role="listitem" data-testid="outbox-entry" data-state={entry.state}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" lineClamp={1}>
            {operation ? i18n._(operation) : entry.operation} · {entry.label}
          </Text>
          <Badge color={STATE_COLOR[entry.state]} variant="light" style={{ flexShrink: 0 }}>
            {stateLabel[entry.state]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t`Made ${relativeTime(entry.createdAt, locale)}`} · {t`Attempts: ${entry.attempts}`}
          {entry.state === 'retry' && entry.nextAttemptAt > Date.now()
            ? ` · ${t`next try ${relativeTime(entry.nextAttemptAt, locale)}`}`
            : ''}
        </Text>
        {entry.lastError && entry.state !== 'pending' && (
          <Text size="xs" c={entry.state === 'failed' ? 'red' : 'dimmed'}>
            {entry.lastError}
          </Text>
        )}
        {entry.state === 'held' && (
          <Text size="xs">
            <Trans>Sign in again and it is sent.</Trans>
          </Text>
        )}
        {entry.state === 'conflict' && <ServerRowSummary row={entry.serverRow} operation={entry.operation} />}
        <Group gap="xs">
          {entry.state === 'conflict' ? (
            <>
              <Button size="compact-xs" onClick={() => act(() => applyMineAgain(db, seq))}>
                <Trans>Apply mine again</Trans>
              </Button>
              <Button size="compact-xs" variant="default" onClick={() => keepTheirs(db, seq)}>
                <Trans>Keep theirs</Trans>
              </Button>
            </>
          ) : (
            <>
              {entry.state !== 'sending' && entry.state !== 'held' && (
                <Button size="compact-xs" variant="light" onClick={() => act(() => retryEntry(db, seq))}>
                  {entry.state === 'failed' ? <Trans>Retry</Trans> : <Trans>Send now</Trans>}
                </Button>
              )}
              <Button size="compact-xs" variant="subtle" color="red" onClick={discard}>
                <Trans>Discard</Trans>
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  )
}
