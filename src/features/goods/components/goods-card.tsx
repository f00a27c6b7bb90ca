// One goods on a phone: image, title, status and price, with one-thumb actions (status change,
// recommend) under it.
import { useLingui } from '@lingui/react/macro'
import { Card, Group, Stack, Switch, Text, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'
import type { GoodsRow } from '../../../contract/goods'
import { type GoodsColumnActions, priceRange } from './goods-columns'
import { GoodsStatusBadge, GoodsStatusMenu } from './goods-status'
import { GoodsSyncBadge } from './goods-sync-badge'
import { GoodsThumb } from './goods-thumb'

export function GoodsCard({
  row,
  locale,
  selection,
  actions,
}: {
  row: GoodsRow
  locale: string
  selection?: ReactNode
  actions: GoodsColumnActions
}) {
  const { t } = useLingui()
  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap={8}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {selection}
          <GoodsThumb src={row.image} alt={row.title} size={64} />
          <UnstyledButton onClick={() => actions.onOpen(row)} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              {row.title}
            </Text>
            <Text size="xs" c="dimmed">
              {row.goodsNo} · {row.shopName}
            </Text>
          </UnstyledButton>
        </Group>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <GoodsStatusBadge status={row.status} />
            <GoodsSyncBadge state={actions.syncStateOf?.(row.id)} />
          </Group>
          <Text size="sm" fw={600}>
            {priceRange(row, locale)}
          </Text>
        </Group>
        {actions.onStatus && (
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Switch
              label={t`Recommended`}
              checked={row.recommended}
              disabled={!actions.onRecommend || row.status === 'deleted'}
              onChange={(event) => actions.onRecommend?.(row, event.currentTarget.checked)}
            />
            <div style={{ flex: 1, maxWidth: 200 }}>
              <GoodsStatusMenu
                from={[row.status]}
                size="md"
                fullWidth
                label={t`Change status`}
                onChange={(status) => actions.onStatus?.(row, status)}
              />
            </div>
          </Group>
        )}
      </Stack>
    </Card>
  )
}
