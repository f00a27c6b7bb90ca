// /platform/shop/list: the account's shop bindings — filters, sort and page in the URL, cards
// on phones, bind and edit in a drawer, enable and disable per shop.
import { useLingui as useRuntimeLingui } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Checkbox, Group, Select, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'
import { useAccess } from '../../../components/access'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { hasListFilters } from '../../../components/list-page/search-params'
import { fromSortStatus, toSortStatus } from '../../../components/list-page/sort-status'
import { BREAKPOINT_DESKTOP_PX } from '../../../contract/constants'
import type { ShopRowView } from '../../../contract/shops'
import { errorMessage } from '../../../lib/error-message'
import { formatDay } from '../../../lib/format-date'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { CHANNEL_NAMES } from '../../../lookups/channel-names'
import { ChannelFilter } from '../../../lookups/components/channel-filters'
import { useShopList } from '../api/list-shops'
import { useShopStatus } from '../api/shop-calls'
import { type ShopSearch, shopListRequest } from '../shop-search'
import { ShopBadges } from './shop-badges'
import { ShopDrawer } from './shop-drawer'
import { ShopSummary } from './shop-summary'

const WIDE = `(min-width: ${BREAKPOINT_DESKTOP_PX}px)`

export interface ShopListScreenProps {
  search: ShopSearch
  onSearchChange: (change: Partial<ShopSearch>) => void
  onReset: () => void
}

export function ShopListScreen({ search, onSearchChange, onReset }: ShopListScreenProps) {
  const { t } = useLingui()
  const { i18n } = useRuntimeLingui()
  const can = useAccess()
  const canEdit = can('platform_shop_list.edit') || can('shop_manage.edit')
  const canAdd = can('platform_shop_list.add') || can('shop_manage.add')
  const request = shopListRequest(search)
  const query = useShopList(request)
  const status = useShopStatus()
  const channelName = (shop: ShopRowView) => i18n._(CHANNEL_NAMES[shop.channel])
  const when = (iso: string | null) => formatDay(iso, i18n.locale) || '—'

  const toggle = async (shop: ShopRowView) => {
    const next = shop.status === 'enabled' ? 'disabled' : 'enabled'
    if (next === 'disabled') {
      const ok = await confirm({
        title: t`Disable ${shop.name}?`,
        message: t`The shop stays bound with its settings; you can enable it again at any time.`,
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

  const mayToggle = (shop: ShopRowView) =>
    shop.status === 'enabled'
      ? can('platform_shop_list.disable') || can('shop_manage.disable')
      : can('platform_shop_list.enable') || can('shop_manage.enable')

  const actions = (shop: ShopRowView) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {canEdit ? (
        <Button size="compact-sm" variant="subtle" onClick={() => onSearchChange({ edit: shop.id })}>
          <Trans>Edit</Trans>
        </Button>
      ) : null}
      {mayToggle(shop) ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color={shop.status === 'enabled' ? 'red' : undefined}
          aria-label={shop.status === 'enabled' ? t`Disable ${shop.name}` : t`Enable ${shop.name}`}
          onClick={() => void toggle(shop)}
        >
          {shop.status === 'enabled' ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
        </Button>
      ) : null}
    </Group>
  )

  const columns: DataTableColumn<ShopRowView>[] = [
    { accessor: 'name', title: t`Shop`, sortable: true },
    { accessor: 'channel', title: t`Channel`, sortable: true, render: channelName },
    { accessor: 'status', title: t`Status`, noWrap: true, render: (shop) => <ShopBadges shop={shop} /> },
    {
      accessor: 'connector',
      title: t`Seller ID / region`,
      // Tablets keep the columns a decision needs; the connector details are in the edit drawer.
      visibleMediaQuery: WIDE,
      render: (shop) => [shop.connector.sellerId, shop.connector.region].filter(Boolean).join(' · ') || '—',
    },
    { accessor: 'orderCount', title: t`Orders`, textAlign: 'right' },
    {
      accessor: 'lastOrderAt',
      title: t`Last order`,
      sortable: true,
      visibleMediaQuery: WIDE,
      render: (shop) => when(shop.lastOrderAt),
    },
    { accessor: 'actions', title: '', textAlign: 'right', render: actions },
  ]
  const sortStatus = toSortStatus<ShopRowView>(search.sortField ?? 'channel', search.sortOrder)
  const editing = search.edit
  const target = !editing
    ? null
    : editing === 'new'
      ? 'new'
      : (query.data?.data.find((shop) => shop.id === editing) ?? null)

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>My shops</Trans>}
        actions={
          canAdd ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => onSearchChange({ edit: 'new' })}>
              <Trans>Bind a shop</Trans>
            </Button>
          ) : null
        }
      />
      <ShopSummary />
      <FilterBar
        onReset={onReset}
        active={hasListFilters({ ...search, edit: undefined })}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Shop name or seller ID`}
            onApply={(keyword) => onSearchChange({ keyword })}
          />
        }
      >
        <ChannelFilter channel={search.channel} onChange={(channel) => onSearchChange({ channel })} />
        <Select
          label={t`Status`}
          clearable
          w={{ base: '100%', sm: 150 }}
          value={search.status ?? null}
          data={[
            { value: 'enabled', label: t`Enabled` },
            { value: 'disabled', label: t`Disabled` },
          ]}
          onChange={(value) => onSearchChange({ status: (value as ShopSearch['status']) ?? undefined })}
        />
        <Checkbox
          mt={{ base: 0, sm: 28 }}
          label={t`No orders for 25 days`}
          checked={search.idle === true}
          onChange={(event) => onSearchChange({ idle: event.currentTarget.checked || undefined })}
        />
      </FilterBar>
      <DataList<ShopRowView>
        {...listQueryProps(query)}
        label={t`Shops`}
        columns={columns}
        {...listControls<ShopRowView>({ request, onChange: onSearchChange })}
        sortStatus={sortStatus}
        onSortStatusChange={(next) =>
          onSearchChange(fromSortStatus<NonNullable<ShopSearch['sortField']>, ShopRowView>(next))
        }
        emptyText={<Trans>No shops bound yet</Trans>}
        renderCard={(shop) => (
          <Card withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{shop.name}</Text>
                <Text size="sm" c="dimmed">
                  {channelName(shop)}
                </Text>
              </Group>
              <ShopBadges shop={shop} />
              <Text size="sm" c="dimmed">
                <Trans>
                  {shop.orderCount} orders · last {when(shop.lastOrderAt)}
                </Trans>
              </Text>
              {actions(shop)}
            </Stack>
          </Card>
        )}
      />
      <ShopDrawer target={target} onClose={() => onSearchChange({ edit: undefined })} />
    </Stack>
  )
}
