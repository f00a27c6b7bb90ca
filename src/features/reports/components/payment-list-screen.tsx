// /sale/unpaid/export/list: payment records of paid orders with filters in the URL, the totals
// of the filter and its export to CSV or XLSX.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Select, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { DataTableColumn } from 'mantine-datatable'
import { useMemo } from 'react'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { DateRangeFilter } from '../../../components/list-page/date-range-filter'
import { ExportMenu } from '../../../components/list-page/export-menu'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { YesNoFilter } from '../../../components/list-page/yes-no-filter'
import { NeedsNetwork, useOffline } from '../../../components/offline/needs-network'
import { OrderNoLink } from '../../../components/order-no-link'
import type { SalePaymentRow } from '../../../contract/orders'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useChannelName } from '../../../lookups/channel-names'
import { ChannelShopFilters } from '../../../lookups/components/channel-filters'
import { paymentKeys } from '../api/keys'
import { usePaymentList, usePaymentSummary } from '../api/list-payments'
import { exportPayments, paymentExportColumns } from '../export-payments'
import { hasPaymentFilters, type PaymentSearch, paymentFilter, paymentListRequest } from '../payment-search'
import type { PayPlatformLookup, ShopChoice } from '../types'
import { PaymentTotals } from './payment-totals'

export interface PaymentListScreenProps {
  search: PaymentSearch
  onSearchChange: (change: Partial<PaymentSearch>) => void
  onReset: () => void
  shops: ShopChoice[]
  payPlatforms: PayPlatformLookup
  /** report_unpaid.export */
  canExport: boolean
}

export function PaymentListScreen(props: PaymentListScreenProps) {
  const { search, onSearchChange, shops, payPlatforms } = props
  const { t, i18n } = useLingui()
  const channelName = useChannelName()
  const { locale } = useLocale()
  const request = paymentListRequest(search)
  const list = usePaymentList(request)
  const summary = usePaymentSummary(paymentFilter(search))
  const offline = useOffline()
  const queryClient = useQueryClient()
  const columns = useMemo<DataTableColumn<SalePaymentRow>[]>(
    () => [
      {
        accessor: 'orderNo',
        title: t`Order no.`,
        render: (row) => <OrderNoLink orderId={row.orderId} orderNo={row.orderNo} />,
      },
      { accessor: 'shopName', title: t`Shop`, render: (row) => `${row.shopName} · ${channelName(row.channel)}` },
      { accessor: 'payPlatform', title: t`Payment platform`, render: (row) => payPlatforms.labelOf(row.payPlatform) },
      { accessor: 'transactionNo', title: t`Transaction no.` },
      {
        accessor: 'amount',
        title: t`Amount`,
        sortable: true,
        textAlign: 'right',
        render: (row) => formatMoney(row.amount, row.currency, locale),
      },
      { accessor: 'paidAt', title: t`Paid`, sortable: true, render: (row) => formatDateTime(row.paidAt, locale) },
      {
        accessor: 'exported',
        title: t`Exported`,
        render: (row) => (
          <Badge variant="light" color={row.exported ? 'green' : 'gray'}>
            {row.exported ? t`Exported` : t`Not exported`}
          </Badge>
        ),
      },
    ],
    [t, locale, payPlatforms, channelName],
  )

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Payment records`}
        actions={
          props.canExport && (
            <Group gap="xs" wrap="nowrap">
              {offline && (
                <NeedsNetwork>
                  <Trans>Export needs a connection: it marks the records exported on the server.</Trans>
                </NeedsNetwork>
              )}
              <ExportMenu
                disabled={offline || !list.data || list.data.totalCount === 0}
                run={(format, onProgress, signal) =>
                  exportPayments({
                    format,
                    search,
                    columns: paymentExportColumns(i18n, payPlatforms.labelOf, locale),
                    onProgress,
                    signal,
                    fileName: `${t`payments`}-${new Date().toISOString().slice(0, 10)}`,
                    onMarked: ({ marked, alreadyExported }) => {
                      notifySuccess(t`${marked} records marked exported, ${alreadyExported} were already`)
                      void queryClient.invalidateQueries({ queryKey: paymentKeys.all })
                    },
                  })
                }
              />
            </Group>
          )
        }
      />
      <FilterBar
        onReset={props.onReset}
        active={hasPaymentFilters(search)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Order no. or transaction no.`}
            onApply={(keyword) => onSearchChange({ keyword })}
          />
        }
      >
        <Select
          label={t`Payment platform`}
          w={{ base: '47%', sm: 160 }}
          clearable
          data={payPlatforms.entries.map((entry) => ({ value: entry.value, label: entry.text }))}
          value={search.payPlatform ?? null}
          onChange={(value) => onSearchChange({ payPlatform: value ?? undefined })}
        />
        <ChannelShopFilters channel={search.channel} shopId={search.shopId} shops={shops} onChange={onSearchChange} />
        <DateRangeFilter
          label={t`Paid`}
          from={search.paidFrom}
          to={search.paidTo}
          onChange={(paidFrom, paidTo) => onSearchChange({ paidFrom, paidTo })}
        />
        <YesNoFilter
          label={t`Exported`}
          yes={t`Exported`}
          no={t`Not exported`}
          value={search.exported}
          onChange={(exported) => onSearchChange({ exported })}
        />
      </FilterBar>
      <PaymentTotals summary={summary.data} locale={locale} />
      <DataList<SalePaymentRow>
        label={t`Payment records`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<SalePaymentRow, 'amount' | 'paidAt'>({
          request,
          onChange: onSearchChange,
          sort: { search, defaultSort: 'paidAt', fields: ['amount', 'paidAt'] },
        })}
        emptyText={t`No payments match these filters`}
        filtered={hasPaymentFilters(search)}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <OrderNoLink orderId={row.orderId} orderNo={row.orderNo} fw={600} />
              <Text fw={600} size="sm">
                {formatMoney(row.amount, row.currency, locale)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {payPlatforms.labelOf(row.payPlatform)} · {row.transactionNo}
            </Text>
            <Text size="xs" c="dimmed">
              {row.shopName} · {channelName(row.channel)} · {formatDateTime(row.paidAt, locale)}
            </Text>
          </Card>
        )}
      />
    </Stack>
  )
}
