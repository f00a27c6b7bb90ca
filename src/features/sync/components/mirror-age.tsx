// How old the data on this device is, per mirror.
import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { AccountDb } from '../../../db/schema'
import { useLocale } from '../../../lib/i18n'
import { relativeTime } from '../../../lib/relative-time'
import { useLiveQuery } from '../../../lib/use-live-query'

export function MirrorAge({ db }: { db: AccountDb }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const states = useLiveQuery(() => db.syncState.toArray(), [db])
  const syncedAt = states?.map((state) => state.syncedAt ?? 0).filter(Boolean)
  const oldest = syncedAt?.length ? Math.min(...syncedAt) : null
  return (
    <Text size="xs" c="dimmed" data-testid="mirror-age">
      {oldest ? (
        t`Data on this device was updated ${relativeTime(oldest, locale)}`
      ) : (
        <Trans>No data saved on this device yet</Trans>
      )}
    </Text>
  )
}
