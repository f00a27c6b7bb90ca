// Personalization across devices: the view settings apply at once in this browser; this card
// keeps a copy in the account on the server and brings it back on another device.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import type { ViewSettings } from '../../../contract/constants'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { usePreferences, useSaveViewSettings } from '../api/settings-calls'

const same = (a: ViewSettings | null, b: ViewSettings) =>
  a !== null && (Object.keys(b) as (keyof ViewSettings)[]).every((key) => key === 'sidebar' || a[key] === b[key])

export function AccountViewSync({
  settings,
  onApply,
}: {
  settings: ViewSettings
  onApply: (settings: ViewSettings) => void
}) {
  const { t } = useLingui()
  const preferences = usePreferences()
  const save = useSaveViewSettings()
  if (preferences.isError) return <Alert color="red">{errorMessage(preferences.error)}</Alert>
  const stored = preferences.data?.view ?? null
  const inSync = same(stored, settings)
  const onSave = () =>
    save.mutate(
      { settings, version: preferences.data?.version },
      {
        onSuccess: () => notifySuccess(t`Personalization saved to your account`),
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>
            <Trans>Saved in your account</Trans>
          </Text>
          {preferences.isLoading ? null : inSync ? (
            <Badge color="green" variant="light">
              <Trans>Up to date</Trans>
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              {stored ? <Trans>Differs from this browser</Trans> : <Trans>Not saved yet</Trans>}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Changes apply at once in this browser. Save them to your account to use the same look on your other devices.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button onClick={onSave} loading={save.isPending} disabled={inSync || preferences.isLoading}>
            <Trans>Save to my account</Trans>
          </Button>
          {stored && !inSync ? (
            <Button variant="default" onClick={() => onApply({ ...stored, sidebar: settings.sidebar })}>
              <Trans>Use the saved settings here</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  )
}
