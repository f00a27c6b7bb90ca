// /shop/counter: smart counters — the physical points of sale of a storefront shop — with their
// orders, sales and members; add and edit in a drawer; a printable QR code per counter.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core'
import { IconPlus, IconQrcode } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'
import { useAccess } from '../../../components/access'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { PageHeader } from '../../../components/list-page/page-header'
import type { CounterView } from '../../../contract/storefront'
import { useCounterList } from '../api/counters'
import { useStorefrontShops } from '../api/shops'
import { CounterDrawer } from './counter-drawer'
import { CounterQr } from './counter-qr'
import { yuan } from './money-input'

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
  const request = { pageNo: 1, pageSize: 20, ...filters }
  const query = useCounterList(request)
  const rows = query.data?.data ?? []
  const statusBadge = (row: CounterView) => (
    <Badge color={row.status === 'enabled' ? 'green' : 'gray'} variant="light">
      {row.status === 'enabled' ? t`Enabled` : t`Disabled`}
    </Badge>
  )
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
      <FilterBar
        onReset={() => onSearchChange({ shopId: undefined, keyword: undefined, status: undefined, pageNo: undefined })}
        active={!!(filters.shopId || filters.keyword || filters.status)}
        primary={
          <KeywordSearch
            value={filters.keyword}
            placeholder={t`Name, device code or address`}
            onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
          />
        }
      >
        <Select
          label={t`Shop`}
          clearable
          w={{ base: '100%', sm: 220 }}
          value={filters.shopId ?? null}
          data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          onChange={(value) => onSearchChange({ shopId: value ?? undefined, pageNo: undefined })}
        />
        <Select
          label={t`Status`}
          clearable
          w={{ base: '100%', sm: 150 }}
          value={filters.status ?? null}
          data={[
            { value: 'enabled', label: t`Enabled` },
            { value: 'disabled', label: t`Disabled` },
          ]}
          onChange={(value) =>
            onSearchChange({ status: (value as CounterSearch['status']) ?? undefined, pageNo: undefined })
          }
        />
      </FilterBar>
      <DataList<CounterView>
        {...listQueryProps(query)}
        label={t`Counters`}
        columns={columns}
        pageNo={request.pageNo}
        pageSize={request.pageSize}
        onPageChange={(pageNo, pageSize) => onSearchChange({ pageNo, pageSize })}
        emptyText={<Trans>No counters yet</Trans>}
        renderCard={(row) => (
          <Card withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{row.name}</Text>
                {statusBadge(row)}
              </Group>
              <Text size="sm" c="dimmed">
                {row.shopName} · {[...row.area, row.address].filter(Boolean).join(' ') || '—'}
              </Text>
              <Text size="sm">
                <Trans>
                  {row.orderCount} orders · {yuan(row.salesAmount)} · {row.memberCount} members
                </Trans>
              </Text>
              {actions(row)}
            </Stack>
          </Card>
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
