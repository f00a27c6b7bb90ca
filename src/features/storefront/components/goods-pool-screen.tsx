// /setting/goods/pool: the recommended goods of a storefront shop, in the order shown.
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useAccess } from '../../../components/access'
import { PageHeader } from '../../../components/list-page/page-header'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { usePool, useSavePool } from '../api/pages'
import { GoodsPicker } from './goods-picker'
import { yuan } from './money-input'
import { QueryState } from './query-state'
import { ShopPicker } from './shop-picker'

export function GoodsPoolScreen({ shopId, onShop }: { shopId?: string; onShop: (shopId: string) => void }) {
  const { t } = useLingui()
  const can = useAccess()
  const pool = usePool(shopId)
  const save = useSavePool()
  const [ids, setIds] = useState<string[] | null>(null)
  const saved = pool.data?.map((row) => row.goodsId) ?? []
  // A new shop or a fresh read of the pool drops unsaved picks (the read is the truth).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is triggered by these values, not read from them
  useEffect(() => setIds(null), [shopId, pool.data])
  const current = ids ?? saved
  const dirty = ids !== null && JSON.stringify(ids) !== JSON.stringify(saved)
  const known = Object.fromEntries((pool.data ?? []).map((row) => [row.goodsId, row.title]))
  const byId = new Map((pool.data ?? []).map((row) => [row.goodsId, row]))
  const move = (index: number, by: -1 | 1) => {
    const next = [...current]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item!)
    setIds(next)
  }
  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Recommended goods</Trans>} />
      <ShopPicker value={shopId} onChange={onShop} />
      {shopId ? (
        <QueryState query={pool}>
          <Stack gap="sm">
            {can('setting.edit') ? (
              <GoodsPicker
                shopId={shopId}
                label={t`Recommended goods`}
                value={current}
                known={known}
                onChange={setIds}
              />
            ) : null}
            {current.map((id, index) => {
              const row = byId.get(id)
              return (
                <Card key={id} withBorder padding="xs">
                  <Group wrap="nowrap" justify="space-between">
                    <Group wrap="nowrap" style={{ minWidth: 0 }}>
                      {row?.image ? <Image src={row.image} alt="" w={44} h={44} radius="sm" /> : null}
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={500} truncate>
                          {row?.title ?? known[id] ?? t`New pick (saved on Save)`}
                        </Text>
                        {row ? (
                          <Group gap={6}>
                            <Text size="xs" c="dimmed">
                              {yuan(row.minPrice)}
                            </Text>
                            {row.status !== 'on_sale' ? (
                              <Badge size="xs" color="gray">
                                {t`Not on sale: hidden in the storefront`}
                              </Badge>
                            ) : null}
                          </Group>
                        ) : null}
                      </Stack>
                    </Group>
                    {can('setting.edit') ? (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t`Move up`}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t`Move down`}
                          disabled={index === current.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t`Remove`}
                          onClick={() => setIds(current.filter((other) => other !== id))}
                        >
                          <IconX size={16} />
                        </ActionIcon>
                      </Group>
                    ) : null}
                  </Group>
                </Card>
              )
            })}
            {current.length === 0 ? (
              <Text c="dimmed">
                <Trans>No recommended goods yet.</Trans>
              </Text>
            ) : null}
            {can('setting.edit') ? (
              <Group>
                <Button
                  disabled={!dirty}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate(
                      { shopId, goodsIds: current },
                      {
                        onSuccess: () => notifySuccess(t`Recommended goods saved`),
                        onError: (error) => notifyFailure(errorMessage(error)),
                      },
                    )
                  }
                >
                  <Trans>Save</Trans>
                </Button>
                {dirty ? (
                  <Button variant="default" onClick={() => setIds(null)}>
                    <Trans>Undo changes</Trans>
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        </QueryState>
      ) : null}
    </Stack>
  )
}
