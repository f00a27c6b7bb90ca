// The sync panel (DESIGN.md §6): changes waiting for the server, conflicts and failures with what
// the user can do about each, "sync now", the age of the mirrored data and the device's storage.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { mirrorActivity } from '../../../db/mirror/activity'
import { requestDrain } from '../../../db/outbox/signal'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import { useDrainActivity, useMirrorActivity } from '../use-mirror-activity'
import { useStorageLoss } from '../use-storage-loss'
import { MirrorAge } from './mirror-age'
import { OutboxEntryCard } from './outbox-entry-card'
import { StoragePanel } from './storage-panel'

export default function SyncPanel() {
  const { t } = useLingui()
  const db = useAccountDb()
  const { online } = useNetwork()
  const drain = useDrainActivity()
  const mirror = useMirrorActivity()
  const entries = useLiveQuery(() => (db ? db.outbox.orderBy('seq').toArray() : []), [db])
  const syncing = drain.running || mirror.running
  const { loss, acknowledge } = useStorageLoss()
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c={online ? 'teal' : 'orange'}>
          {online ? <Trans>Online</Trans> : <Trans>Offline: changes wait on this device</Trans>}
        </Text>
        <Button
          size="xs"
          loading={syncing}
          disabled={!online || !db}
          onClick={() => {
            requestDrain({ now: true })
            void mirrorActivity.syncNow()
          }}
        >
          <Trans>Sync now</Trans>
        </Button>
      </Group>
      {loss && (
        <Alert color="red" title={t`This device lost its stored data`} data-testid="storage-loss">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                The browser cleared this site's storage. Up to {loss.lost} changes made on this device had not reached
                the server and are gone: check them on the server and make them again.
              </Trans>
            </Text>
            <Group>
              <Button size="compact-xs" variant="light" color="red" onClick={acknowledge}>
                <Trans>I have read this</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {db && <MirrorAge db={db} />}
      {mirror.error && (
        <Alert color="yellow" title={t`The last sync did not finish`}>
          {mirror.error}
        </Alert>
      )}
      <Title order={5}>
        <Trans>Changes not yet on the server</Trans>
      </Title>
      {entries === undefined ? null : entries.length === 0 && !loss ? (
        <Text size="sm" c="dimmed">
          <Trans>Nothing is waiting: every change is on the server.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" role="list" aria-label={t`Changes not yet on the server`}>
          {entries.map((entry) => db && <OutboxEntryCard key={entry.seq} db={db} entry={entry} />)}
        </Stack>
      )}
      <Divider />
      <StoragePanel />
    </Stack>
  )
}
