// Storage on this device: whether the browser keeps it under pressure, how much is used of the
// quota, and the last write refused for want of space. Also meant for /account/settings.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { useCallback, useEffect, useState } from 'react'
import {
  clearQuotaError,
  onStorageStatusChange,
  readStorageStatus,
  requestPersistence,
  type StorageStatus,
} from '../../../db/storage-status'
import { useLocale } from '../../../lib/i18n'
import { numberFormat } from '../../../lib/number-format'

function megabytes(bytes: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)
}

export function StoragePanel() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [status, setStatus] = useState<StorageStatus | null>(null)
  const refresh = useCallback(() => void readStorageStatus().then(setStatus), [])
  useEffect(() => {
    refresh()
    return onStorageStatusChange(refresh)
  }, [refresh])
  if (!status) return null
  const share = status.usage !== null && status.quota ? (status.usage / status.quota) * 100 : null
  return (
    <Stack gap="xs" data-testid="storage-panel">
      <Title order={5}>
        <Trans>Storage on this device</Trans>
      </Title>
      {status.usage !== null && status.quota !== null && (
        <>
          <Text size="sm">
            {t`${megabytes(status.usage, locale)} MB used of ${megabytes(status.quota, locale)} MB`}
          </Text>
          <Progress value={Math.max(share ?? 0, 1)} color={(share ?? 0) > 80 ? 'red' : undefined} aria-hidden />
        </>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c={status.persisted ? 'teal' : 'dimmed'}>
          {status.persisted ? (
            <Trans>Kept: the browser will not clear it to free space</Trans>
          ) : (
            <Trans>Not protected: the browser may clear it when space runs low</Trans>
          )}
        </Text>
        {status.persisted === false && (
          <Button size="compact-xs" variant="light" onClick={() => void requestPersistence()}>
            <Trans>Keep it</Trans>
          </Button>
        )}
      </Group>
      {status.quotaError && (
        <Alert color="red" title={t`The device ran out of space`} withCloseButton onClose={clearQuotaError}>
          {t`A change could not be saved on this device. Free some space, then try again.`}
        </Alert>
      )}
    </Stack>
  )
}
