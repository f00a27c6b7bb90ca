// The "new version is ready" notice (./update-prompt.tsx shows it when a new version waits).
import { Trans, useLingui } from '@lingui/react/macro'
import { Affix, Button, Group, Notification, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useState } from 'react'

export interface UpdateNoticeProps {
  applyUpdate: () => void
  /** "Later". */
  onDismiss: () => void
}

export function UpdateNotice({ applyUpdate, onDismiss }: UpdateNoticeProps) {
  const { t } = useLingui()
  const [reloading, setReloading] = useState(false)
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400} maw="calc(100vw - 32px)">
      <Notification
        role="alertdialog"
        aria-label={t`A new version is ready`}
        title={t`A new version is ready`}
        icon={<IconRefresh size={18} />}
        withCloseButton
        closeButtonProps={{ 'aria-label': t`Later` }}
        onClose={onDismiss}
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
