// Publish requests of this channel still on the device (made offline, or sent while the server
// was out of reach): how many wait, and any the server refused or found in conflict, with its
// words. Retry and discard live in the header's sync panel, where every queued change is handled.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, List, Text } from '@mantine/core'
import type { OutboxEntry } from '../../../db/outbox/types'

export function PendingPublishes({ entries }: { entries: OutboxEntry[] }) {
  const { t } = useLingui()
  if (entries.length === 0) return null
  const stuck = entries.filter((entry) => entry.state === 'failed' || entry.state === 'conflict')
  const waiting = entries.length - stuck.length
  return (
    <Alert
      color={stuck.length > 0 ? 'red' : 'blue'}
      variant="light"
      data-testid="pending-publishes"
      title={waiting > 0 ? t`${waiting} publish requests waiting to be sent` : t`Publish requests need you`}
    >
      {stuck.length > 0 && (
        <List size="sm" spacing={2} mb={4}>
          {stuck.map((entry) => (
            <List.Item key={entry.id}>
              {entry.label}
              {entry.state === 'conflict' ? ` · ${t`Conflict`}` : ''}: {entry.lastError}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm">
        <Trans>They start once on the server when sent. Retry or discard them in the sync panel (header).</Trans>
      </Text>
    </Alert>
  )
}
