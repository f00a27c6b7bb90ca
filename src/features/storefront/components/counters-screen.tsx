// /shop/counter: smart counters — the physical points of sale of a storefront shop — with their
// orders, sales and members; add and edit in a drawer; a printable QR code per counter.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconPlus, IconQrcode } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'
import { useAccess } from '../../../components/access'
import { PageHeader } from '../../../components/list-page/page-header'
import type { CounterView } from '../../../contract/storefront'
import { useCounterList } from '../api/counters'
import { useStorefrontShops } from '../api/shops'
import { counterListRequest } from '../storefront-search'
import { CounterDrawer } from './counter-drawer'
import { CounterQr } from './counter-qr'
import { yuan } from './money-input'
import { EnabledBadge, ShopList, ShopListFilters, useEnabledOptions } from './shop-list'

export interface CounterSearch {
  pageNo?: number
  pageSize?: number
  shopId?: string
  keyword?: string
  status?: 'enabled' | 'disabled'
  edit?: string
  qr?: string
}

export function CountersScreen({
  search,
  onSearchChange,
}: {
  search: CounterSearch
  onSearchChange: (change: Partial<CounterSearch>) => void
}) {
  const { t } = useLingui()
  const can = useAccess()
  const shops = useStorefrontShops().data?.data ?? []
  const { edit, qr, ...filters } = search
  // The route's loader prefetches this same request (routes/_app/shop/counter.tsx).
  const request = counterListRequest(search)
  const query = useCounterList(request)
  const rows = query.data?.data ?? []
  const statusBadge = (row: CounterView) => <EnabledBadge status={row.status} />
  const enabledOptions = useEnabledOptions()
  const actions = (row: CounterView) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconQrcode size={14} />}
        onClick={() => onSearchChange({ qr: row.id })}
      >
        <Trans>QR code</Trans>
      </Button>
      {can('special_counter.edit') ? (
        <Button size="compact-sm" variant="subtle" onClick={() => onSearchChange({ edit: row.id })}>
          <Trans>Edit</Trans>
        </Button>
      ) : null}
    </Group>
  )
  const columns: DataTableColumn<CounterView>[] = [
    { accessor: 'name', title: t`Counter` },
    { accessor: 'shopName', title: t`Shop` },
    { accessor: 'area', title: t`Place`, render: (row) => [...row.area, row.address].filter(Boolean).join(' ') || '—' },
    { accessor: 'deviceCode', title: t`Device code`, render: (row) => row.deviceCode || '—' },
    { accessor: 'status', title: t`Status`, render: statusBadge },
    { accessor: 'orderCount', title: t`Orders`, textAlign: 'right' },
    { accessor: 'salesAmount', title: t`Sales`, textAlign: 'right', render: (row) => yuan(row.salesAmount) },
    { accessor: 'memberCount', title: t`Members`, textAlign: 'right' },
    { accessor: 'actions', title: '', textAlign: 'right', render: actions },
  ]
  const target = !edit ? null : edit === 'new' ? 'new' : (rows.find((row) => row.id === edit) ?? null)
  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Smart counters</Trans>}
        actions={
          can('special_counter.edit') ? (
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={shops.length === 0}
              onClick={() => onSearchChange({ edit: 'new' })}
            >
              <Trans>Add counter</Trans>
            </Button>
          ) : null
        }
      />
      <ShopListFilters
        search={filters}
        onSearchChange={onSearchChange}
        shops={shops}
        keywordPlaceholder={t`Name, device code or address`}
        choice={{ key: 'status', label: t`Status`, options: enabledOptions }}
      />
      <ShopList<CounterView>
        query={query}
        request={request}
        onSearchChange={onSearchChange}
        label={t`Counters`}
        columns={columns}
        emptyText={<Trans>No counters yet</Trans>}
        cardTitle={(row) => row.name}
        cardBadge={statusBadge}
        cardBody={(row) => (
          <>
            <Text size="sm" c="dimmed">
              {row.shopName} · {[...row.area, row.address].filter(Boolean).join(' ') || '—'}
            </Text>
            <Text size="sm">
              <Trans>
                {row.orderCount} orders · {yuan(row.salesAmount)} · {row.memberCount} members
              </Trans>
            </Text>
            {actions(row)}
          </>
        )}
      />
      <CounterDrawer target={target} shops={shops} onClose={() => onSearchChange({ edit: undefined })} />
      <CounterQr
        counter={rows.find((row) => row.id === qr) ?? null}
        onClose={() => onSearchChange({ qr: undefined })}
      />
    </Stack>
  )
}
