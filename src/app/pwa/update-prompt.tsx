// "A new version is ready": the user decides when to reload (DESIGN.md §6), so nothing is lost mid-edit.
import { Trans, useLingui } from '@lingui/react/macro'
import { Affix, Button, Group, Notification, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'
import { type PwaState, usePwaState } from './pwa-state'

export function UpdatePrompt() {
  const { t } = useLingui()
  const { applyUpdate } = usePwaState()
  // "Later" hides this offer; a later release (a new applyUpdate) asks again.
  const [dismissed, setDismissed] = useState<PwaState['applyUpdate']>(null)
  const [reloading, setReloading] = useState(false)
  if (!applyUpdate || dismissed === applyUpdate) return null
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400} maw="calc(100vw - 32px)">
      <Notification
        role="alertdialog"
        aria-label={t`A new version is ready`}
        title={t`A new version is ready`}
        icon={<IconRefresh size={18} />}
        withCloseButton
        closeButtonProps={{ 'aria-label': t`Later` }}
        onClose={() => setDismissed(() => applyUpdate)}
        w={360}
        maw="100%"
        withBorder
      >
        <Text size="sm">
          <Trans>Reload to use it. Save what you are editing first.</Trans>
        </Text>
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            loading={reloading}
            onClick={() => {
              setReloading(true)
              applyUpdate()
            }}
          >
            <Trans>Reload</Trans>
          </Button>
        </Group>
      </Notification>
    </Affix>
  )
}
