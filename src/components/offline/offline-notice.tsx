// Above a list or detail read from the device: offline, and how old what it shows is.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Text } from '@mantine/core'
import { IconCloudOff } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useLocale } from '../../lib/i18n'
import { relativeTime } from '../../lib/relative-time'

/** `children`: what else differs offline for this screen (e.g. how the keyword matches). */
export function OfflineNotice({ syncedAt, children }: { syncedAt: number | null; children?: ReactNode }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  return (
    <Alert color="orange" icon={<IconCloudOff size={18} />} data-testid="offline-notice" py="xs">
      {syncedAt ? (
        t`Offline: showing what is saved on this device, updated ${relativeTime(syncedAt, locale)}.`
      ) : (
        <Trans>Offline: nothing of this list is saved on this device yet.</Trans>
      )}
      {children && (
        <Text size="sm" mt={4}>
          {children}
        </Text>
      )}
    </Alert>
  )
}
