// What to sync: channels narrow the shop list, shops (grouped by channel; not set-up or disabled
// ones cannot be picked), and the window of order creation dates. Start is enabled only when the
// choice is complete and no sync of this page is running.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Chip, Group, Paper, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { DatePickerInput } from '../../../components/dates'
import { PickMany } from '../../../components/pick-many'
import { SubmitButton } from '../../../components/submit-button'
import { CHANNELS, type Channel } from '../../../contract/dictionaries'
import { MAX_SYNC_WINDOW_DAYS, type SyncShopRow } from '../../../contract/platform-sync'
import { useChannelName } from '../../../lookups/channel-names'
import { defaultWindow, windowTooLong } from '../sync-window'

export interface SyncChoice {
  shopIds: string[]
  from: string
  to: string
}

const usable = (shop: SyncShopRow) => shop.configured && shop.enabled

export function SyncForm(props: { shops: SyncShopRow[]; busy: boolean; onStart: (choice: SyncChoice) => void }) {
  const { t } = useLingui()
  const channelName = useChannelName()
  const [channels, setChannels] = useState<string[]>([])
  const [shopIds, setShopIds] = useState<string[]>([])
  const [range, setRange] = useState<[string | null, string | null]>(defaultWindow())
  const present = CHANNELS.filter((channel) => props.shops.some((shop) => shop.channel === channel))
  const visible = props.shops.filter((shop) => channels.length === 0 || channels.includes(shop.channel))
  const data = present
    .filter((channel) => channels.length === 0 || channels.includes(channel))
    .flatMap((channel: Channel) =>
      props.shops
        .filter((shop) => shop.channel === channel)
        .map((shop) => ({
          value: shop.id,
          label: usable(shop) ? shop.name : `${shop.name} (${shop.enabled ? t`not set up` : t`disabled`})`,
          disabled: !usable(shop),
          group: channelName(channel),
        })),
    )
  const [from, to] = range
  const tooLong = windowTooLong(from, to)

  return (
    <Paper withBorder p="md" radius="sm">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>Channels</Trans>
          </Text>
          <Chip.Group
            multiple
            value={channels}
            onChange={(next) => {
              setChannels(next)
              if (next.length > 0)
                setShopIds((ids) =>
                  ids.filter((id) => next.includes(props.shops.find((s) => s.id === id)?.channel ?? '')),
                )
            }}
          >
            <Group gap={6}>
              {present.map((channel) => (
                <Chip key={channel} value={channel} size="xs">
                  {channelName(channel)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <PickMany
            label={t`Shops`}
            placeholder={shopIds.length === 0 ? t`Choose shops` : undefined}
            data={data}
            value={shopIds}
            onChange={setShopIds}
            searchable
            clearable
            w={{ base: '100%', sm: 420 }}
          />
          <Button
            variant="light"
            onClick={() => setShopIds(visible.filter(usable).map((shop) => shop.id))}
            disabled={visible.filter(usable).length === 0}
          >
            {channels.length > 0 ? <Trans>All shops of these channels</Trans> : <Trans>All shops</Trans>}
          </Button>
        </Group>
        <DatePickerInput
          type="range"
          label={t`Orders created between`}
          w={{ base: '100%', sm: 280 }}
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          maxDate={new Date()}
          value={range}
          onChange={(next) => setRange([next[0] ?? null, next[1] ?? null])}
          error={tooLong ? t`At most ${MAX_SYNC_WINDOW_DAYS} days` : undefined}
        />
        <Group>
          <SubmitButton
            type="button"
            missing={[
              ...(shopIds.length === 0 ? [t`a shop`] : []),
              ...(!from || !to ? [t`the order dates`] : []),
              ...(tooLong ? [t`dates at most ${MAX_SYNC_WINDOW_DAYS} days apart`] : []),
            ]}
            disabled={props.busy}
            loading={props.busy}
            onClick={() => from && to && props.onStart({ shopIds, from, to })}
          >
            <Trans>Start sync</Trans>
          </SubmitButton>
          <Text size="xs" c="dimmed">
            <Trans>
              The sync keeps running on the server if you leave this page; its progress stays in the history below.
            </Trans>
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
