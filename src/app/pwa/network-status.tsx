// The header's online/offline indicator: a quiet icon online, a badge the user notices offline.
import { useLingui } from '@lingui/react/macro'
import { Badge, ThemeIcon } from '@mantine/core'
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react'
import { Tooltip } from '../../components/floating/deferred'
import { useConnected } from '../../components/offline/use-connected'

export function NetworkStatus({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui()
  if (useConnected()) {
    return (
      <Tooltip label={t`You are online`}>
        <ThemeIcon role="status" aria-label={t`Online`} variant="transparent" color="teal" size="lg">
          <IconCloudCheck size={20} />
        </ThemeIcon>
      </Tooltip>
    )
  }
  return (
    <Tooltip label={t`You are offline: the console shows what is saved on this device`} multiline w={240}>
      <Badge
        role="status"
        aria-label={t`Offline`}
        color="orange"
        variant="filled"
        size="lg"
        leftSection={<IconCloudOff size={14} />}
        px={compact ? 6 : undefined}
      >
        {compact ? null : t`Offline`}
      </Badge>
    </Tooltip>
  )
}
