// /account/settings/notification: per event kind, in-app and SMS notices; saved on the server.
import { useLingui as useRuntimeLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core'
import { useState } from 'react'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationPrefs,
  type Preferences,
} from '../../../contract/team'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { usePreferences, useSaveNotifications } from '../api/settings-calls'
import { NOTIFICATION_LABELS } from '../labels'

export function NotificationSettings() {
  const preferences = usePreferences()
  if (preferences.isError) return <Alert color="red">{errorMessage(preferences.error)}</Alert>
  if (!preferences.data) return <Loader size="sm" />
  return <NotificationForm preferences={preferences.data} />
}

function NotificationForm({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui()
  const { i18n } = useRuntimeLingui()
  const [choices, setChoices] = useState<NotificationPrefs>(preferences.notifications)
  // A newer copy from the server (saved here, or on another device): taken as it is when nothing
  // was changed here; otherwise the user's choices and the save's refusal stay on screen, and the
  // next save goes against the newer version. Remounting per version lost both on a 412.
  const [base, setBase] = useState(preferences)
  if (base.version !== preferences.version) {
    setBase(preferences)
    if (same(choices, base.notifications)) setChoices(preferences.notifications)
  }
  const save = useSaveNotifications()
  const dirty = !same(choices, preferences.notifications)
  const channelLabel: Record<NotificationChannel, string> = { inApp: t`In-app`, sms: t`SMS` }
  const set = (event: keyof NotificationPrefs, channel: NotificationChannel, on: boolean) =>
    setChoices((current) => ({ ...current, [event]: { ...current[event], [channel]: on } }))
  const submit = () =>
    save.mutate(
      { notifications: choices, version: preferences.version },
      { onSuccess: () => notifySuccess(t`Notification settings saved`) },
    )
  return (
    <Card withBorder maw={640}>
      <Stack>
        <Text size="sm" c="dimmed">
          <Trans>Choose how you hear about each event. SMS goes to the phone bound to your account.</Trans>
        </Text>
        {save.isError ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Event</Trans>
              </Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {channelLabel[channel]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <Table.Tr key={event}>
                <Table.Td>{i18n._(NOTIFICATION_LABELS[event])}</Table.Td>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Switch
                        aria-label={`${i18n._(NOTIFICATION_LABELS[event])}: ${channelLabel[channel]}`}
                        checked={choices[event][channel]}
                        onChange={(change) => set(event, channel, change.currentTarget.checked)}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" disabled={!dirty} onClick={() => setChoices(preferences.notifications)}>
            <Trans>Undo changes</Trans>
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

const same = (a: NotificationPrefs, b: NotificationPrefs) => JSON.stringify(a) === JSON.stringify(b)
