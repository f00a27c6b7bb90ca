// The header's sync control: the number of changes waiting for the server (red when some need
// the user), opening the sync panel.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Indicator, Loader } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconRefresh } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { useOutboxCounts } from '../../../app/offline/use-outbox-counts'
import { Drawer, Tooltip } from '../../../components/floating/deferred'
import { useStorageLoss } from '../use-storage-loss'

const SyncPanel = lazy(() => import('./sync-panel'))

export function SyncButton() {
  const { t } = useLingui()
  const [opened, panel] = useDisclosure(false)
  const { pending, attention: needsYou } = useOutboxCounts()
  const { loss } = useStorageLoss()
  // Changes lost with the device's storage need the user too, until they have read about it.
  const attention = needsYou + (loss ? 1 : 0)
  const total = pending + attention
  const label = loss
    ? t`Sync: this device lost its stored data, up to ${loss.lost} changes did not reach the server`
    : total === 0
      ? t`Sync: everything is on the server`
      : attention > 0
        ? t`Sync: ${attention} changes need you, ${pending} waiting`
        : t`Sync: ${pending} changes waiting`
  return (
    <>
      <Tooltip label={label}>
        <Indicator
          label={loss ? '!' : total}
          disabled={total === 0}
          size={16}
          color={attention > 0 ? 'red' : 'orange'}
          offset={4}
          data-testid="sync-count"
        >
          <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={panel.open}>
            <IconRefresh size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer opened={opened} onClose={panel.close} position="right" size="md" title={t`Sync`}>
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <SyncPanel />
          </Suspense>
        )}
      </Drawer>
    </>
  )
}
