// /shop/list: the seller's storefront shops (custom channel) as cards on every screen size —
// status, orders, the 'no orders for 25 days' label, the storefront link, settings, enable/disable.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconExternalLink, IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useAccess } from '../../../components/access'
import { confirm } from '../../../components/confirm-dialog'
import { PageHeader } from '../../../components/list-page/page-header'
import type { ShopRowView } from '../../../contract/shops'
import { storePathOf } from '../../../contract/store-shared'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useSaveStorefrontShop, useStorefrontShopStatus, useStorefrontShops } from '../api/shops'
import { QueryState } from './query-state'
import { ShopSettingsDrawer } from './shop-settings-drawer'

export function StorefrontShopsScreen({
  settingsOf,
  onSettings,
}: {
  settingsOf?: string
  onSettings: (id?: string) => void
}) {
  const { t } = useLingui()
  const can = useAccess()
  const query = useStorefrontShops()
  const status = useStorefrontShopStatus()
  const save = useSaveStorefrontShop()
  const [name, setName] = useState('')
  const shops = query.data?.data ?? []

  const toggle = async (shop: ShopRowView) => {
    const next = shop.status === 'enabled' ? 'disabled' : 'enabled'
    if (next === 'disabled') {
      const ok = await confirm({
        title: t`Disable ${shop.name}?`,
        message: t`Its storefront closes at once: shoppers and counters see "not open" until you enable it again.`,
        confirmLabel: t`Disable`,
        danger: true,
      })
      if (!ok) return
    }
    status.mutate(
      { id: shop.id, status: next, version: shop.version },
      {
        onSuccess: () => notifySuccess(next === 'enabled' ? t`${shop.name} enabled` : t`${shop.name} disabled`),
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  }

  const create = () =>
    save.mutate(
      { name: name.trim() },
      {
        onSuccess: () => {
          notifySuccess(t`Shop created`)
          setName('')
        },
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )

  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Storefront shops</Trans>} />
      {can('shop_manage.add') ? (
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t`New shop name`}
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={!name.trim()}
            loading={save.isPending}
            onClick={create}
          >
            <Trans>Create shop</Trans>
          </Button>
        </Group>
      ) : null}
      <QueryState query={query}>
        {shops.length === 0 ? (
          <Text c="dimmed">
            <Trans>No storefront shops yet: create one above.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shops.map((shop) => (
              <Card key={shop.id} withBorder padding="md" aria-label={shop.name}>
                <Stack gap={8}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600}>{shop.name}</Text>
                    <Badge color={shop.status === 'enabled' ? 'green' : 'gray'} variant="light">
                      {shop.status === 'enabled' ? t`Enabled` : t`Disabled`}
                    </Badge>
                  </Group>
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      <Trans>{shop.orderCount} orders</Trans>
                    </Text>
                    {shop.idle ? (
                      <Badge color="orange" variant="outline" size="sm">
                        <Trans>No orders for 25 days</Trans>
                      </Badge>
                    ) : null}
                  </Group>
                  {shop.status === 'enabled' ? (
                    <Anchor href={storePathOf(shop.id)} target="_blank" rel="noopener" size="sm">
                      <Group gap={4} component="span">
                        <Trans>Open storefront</Trans>
                        <IconExternalLink size={14} />
                      </Group>
                    </Anchor>
                  ) : null}
                  <Group gap={4}>
                    {can('shop_manage.get') || can('shop_manage.edit') ? (
                      <Button size="compact-sm" variant="light" onClick={() => onSettings(shop.id)}>
                        <Trans>Settings</Trans>
                      </Button>
                    ) : null}
                    {can(shop.status === 'enabled' ? 'shop_manage.disable' : 'shop_manage.enable') ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color={shop.status === 'enabled' ? 'red' : undefined}
                        onClick={() => void toggle(shop)}
                      >
                        {shop.status === 'enabled' ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
                      </Button>
                    ) : null}
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <ShopSettingsDrawer
        shop={shops.find((shop) => shop.id === settingsOf) ?? null}
        onClose={() => onSettings(undefined)}
      />
    </Stack>
  )
}
