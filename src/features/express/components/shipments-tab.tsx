// The shipments: filters in the URL (carrier, ship dates, channel, keyword), a table on wider
// screens and cards on phones.
import { useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Select, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useEffect, useState } from 'react'
import { DatePickerInput } from '../../../components/dates'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { OrderNoLink } from '../../../components/order-no-link'
import { useChannelName } from '../../../lookups/channel-names'
import { ChannelFilter } from '../../../lookups/components/channel-filters'
import { type ShipmentRow, useShipments } from '../api/list-shipments'
import type { ShippingLookups } from '../lookups'
import { hasShippingFilters, type ShippingSearch, shipmentRequest } from '../shipping-search'

export interface ShipmentsTabProps {
  search: ShippingSearch
  onChange: (change: Partial<ShippingSearch>) => void
  onReset: () => void
  onOpenOrder: (orderId: string, orderNo: string) => void
  lookups: ShippingLookups
}

export function ShipmentsTab({ search, onChange, onReset, onOpenOrder, lookups }: ShipmentsTabProps) {
  const { t } = useLingui()
  const channelName = useChannelName()
  const request = shipmentRequest(search)
  const list = useShipments(request)
  const [range, setRange] = useState<[string | null, string | null]>([
    search.shippedFrom ?? null,
    search.shippedTo ?? null,
  ])
  useEffect(
    () => setRange([search.shippedFrom ?? null, search.shippedTo ?? null]),
    [search.shippedFrom, search.shippedTo],
  )
  const carriers = [
    { group: t`Domestic`, items: lookups.internal.map((c) => ({ value: c.value, label: c.text })) },
    { group: t`International`, items: lookups.external.map((c) => ({ value: c.value, label: c.text })) },
  ]
  const destination = (row: ShipmentRow) =>
    [lookups.countryLabel(row.country), ...row.region].filter(Boolean).join(' · ')
  const columns: DataTableColumn<ShipmentRow>[] = [
    {
      accessor: 'orderNo',
      title: t`Order no.`,
      render: (row) => <OrderNoLink orderId={row.orderId} orderNo={row.orderNo} />,
    },
    { accessor: 'expressCode', title: t`Express company`, render: (row) => lookups.expressLabel(row.expressCode) },
    { accessor: 'trackingNo', title: t`Tracking no.` },
    { accessor: 'shippedAt', title: t`Ship date`, sortable: true, render: (row) => lookups.formatTime(row.shippedAt) },
    { accessor: 'destination', title: t`Destination`, render: destination },
    { accessor: 'buyerName', title: t`Buyer` },
    { accessor: 'shopName', title: t`Shop`, render: (row) => `${row.shopName} · ${channelName(row.channel)}` },
    { accessor: 'itemCount', title: t`Items`, textAlign: 'right' },
  ]

  return (
    <Stack gap="md">
      <FilterBar
        onReset={onReset}
        active={hasShippingFilters(search)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Order no., tracking no. or buyer`}
            onApply={(keyword) => onChange({ keyword })}
          />
        }
      >
        <Select
          label={t`Express company`}
          w={{ base: '100%', sm: 200 }}
          clearable
          searchable
          data={carriers}
          value={search.expressCode ?? null}
          onChange={(value) => onChange({ expressCode: value ?? undefined })}
        />
        <ChannelFilter channel={search.channel} onChange={(channel) => onChange({ channel })} />
        <DatePickerInput
          type="range"
          label={t`Ship date`}
          w={{ base: '100%', sm: 240 }}
          clearable
          allowSingleDateInRange
          valueFormat="YYYY-MM-DD"
          value={range}
          onChange={(next) => {
            const value: [string | null, string | null] = [next[0] ?? null, next[1] ?? null]
            setRange(value)
            if ((value[0] && value[1]) || (!value[0] && !value[1])) {
              onChange({ shippedFrom: value[0] ?? undefined, shippedTo: value[1] ?? undefined })
            }
          }}
        />
      </FilterBar>
      <DataList<ShipmentRow>
        label={t`Shipments`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<ShipmentRow, 'shippedAt'>({
          request,
          onChange,
          // One sort: by ship time, either way (the URL keeps only the order).
          sort: { search: { sortField: 'shippedAt', sortOrder: request.sortOrder }, defaultSort: 'shippedAt' },
          onSortChange: ({ sortOrder }) => onChange({ sortOrder }),
        })}
        onRowClick={(row) => onOpenOrder(row.orderId, row.orderNo)}
        emptyText={t`No shipments match these filters`}
        filtered={hasShippingFilters(search)}
        renderCard={(row) => (
          <Card
            withBorder
            padding="sm"
            radius="md"
            onClick={() => onOpenOrder(row.orderId, row.orderNo)}
            style={{ cursor: 'pointer' }}
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <OrderNoLink orderId={row.orderId} orderNo={row.orderNo} fw={600} />
                <Badge variant="light">{lookups.expressLabel(row.expressCode)}</Badge>
              </Group>
              <Text size="sm" ff="monospace">
                {row.trackingNo}
              </Text>
              <Text size="xs" c="dimmed">
                {lookups.formatTime(row.shippedAt)} · {destination(row)}
              </Text>
              <Text size="xs" c="dimmed">
                {row.buyerName} · {row.shopName}
              </Text>
            </Stack>
          </Card>
        )}
      />
    </Stack>
  )
}
