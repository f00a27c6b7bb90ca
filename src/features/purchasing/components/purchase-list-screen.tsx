// /purchase/list: a distributor's purchase orders, or for a supplier or factory the purchase
// orders addressed to it — status tabs with counts, keyword and supplier filters, sort and paging
// in the URL, cards on phones; a row opens the purchase order in a drawer (also in the URL). A
// distributor pays the chosen orders at once, with an answer per order.
import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Select, Stack, Tabs } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { type ReactNode, useCallback, useState } from 'react'
import { BulkBar } from '../../../components/bulk/bulk-bar'
import { DataList, listQueryProps, WIDE_ONLY } from '../../../components/list-page/data-list'
import { DateRangeFilter } from '../../../components/list-page/date-range-filter'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { PURCHASE_STATUSES, type PurchaseOrderRow } from '../../../contract/purchasing'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { usePurchaseCounts, usePurchaseList } from '../api/list-purchases'
import { PURCHASE_STATUS_LABELS } from '../purchase-labels'
import { hasPurchaseFilters, type PurchaseSearch, purchaseListRequest } from '../purchase-search'
import { BulkPay } from './bulk-pay'
import { PurchaseCard } from './purchase-card'
import { PurchaseExportMenu } from './purchase-export-menu'
import { PurchaseStatusBadge } from './purchase-status-badge'

export interface PurchaseListScreenProps {
  search: PurchaseSearch
  onSearchChange: (change: Partial<PurchaseSearch>) => void
  onReset: () => void
  onOpen: (order: PurchaseOrderRow) => void
  /** True for a supplier or factory: the list shows who bought, not who sells. */
  asSupplier: boolean
  /** The distributor's suppliers and factories for the filter (empty for a supplier). */
  suppliers: { value: string; label: string }[]
  /** purchase_list.edit on the buying side: may pay the chosen orders at once. */
  canPay?: boolean
  /** The list's saved views (composed by the route). */
  views?: ReactNode
  /** purchase_list.export */
  canExport?: boolean
}

const ALL = 'all'
const SORTABLE = ['createdAt', 'totalAmount', 'updatedAt'] as const

export function PurchaseListScreen(props: PurchaseListScreenProps) {
  const { search, asSupplier, onOpen } = props
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const request = purchaseListRequest(search)
  const list = usePurchaseList(request)
  const counts = usePurchaseCounts(request)
  const counterpart = (row: PurchaseOrderRow) => (asSupplier ? row.distributorName : row.supplierName)
  const canPay = props.canPay === true && !asSupplier
  const [selected, setSelected] = useState<PurchaseOrderRow[]>([])
  const [paying, setPaying] = useState<PurchaseOrderRow[] | null>(null)
  // A new filter is a new set of rows: a selection the user can no longer see is not acted on.
  const { onSearchChange: report } = props
  const onSearchChange = useCallback(
    (change: Partial<PurchaseSearch>) => {
      const paging = Object.keys(change).every((key) => key === 'pageNo' || key === 'pageSize')
      if (!paging) setSelected([])
      report(change)
    },
    [report],
  )

  // Built per render: cheap, and the labels follow the locale.
  const columns: DataTableColumn<PurchaseOrderRow>[] = [
    { accessor: 'purchaseNo', title: t`Purchase order no.`, noWrap: true },
    {
      accessor: 'status',
      title: t`Status`,
      noWrap: true,
      render: (row) => <PurchaseStatusBadge status={row.status} />,
    },
    {
      accessor: asSupplier ? 'distributorName' : 'supplierName',
      title: asSupplier ? t`Distributor` : t`Supplier`,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {counterpart(row)}
          {!asSupplier && row.supplierType === 1 && <Badge size="xs" variant="outline">{t`Factory`}</Badge>}
        </Group>
      ),
    },
    {
      accessor: 'saleOrderNos',
      title: t`Sales orders`,
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => row.saleOrderNos.join(', '),
    },
    {
      accessor: 'totalAmount',
      title: t`Amount`,
      textAlign: 'right',
      sortable: true,
      render: (row) => formatMoney(row.totalAmount, row.currency, locale),
    },
    { accessor: 'itemCount', title: t`Items`, textAlign: 'right', visibleMediaQuery: WIDE_ONLY },
    {
      accessor: 'logisticsNo',
      title: t`Logistics`,
      render: (row) => (row.logisticsNo ? `${row.expressCode ?? ''} ${row.logisticsNo}` : ''),
    },
    {
      accessor: 'createdAt',
      title: t`Created`,
      sortable: true,
      noWrap: true,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
  ]
  const total = counts.data ? Object.values(counts.data).reduce((sum, n) => sum + n, 0) : undefined
  const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`)

  return (
    <Stack gap="md">
      <PageHeader
        title={asSupplier ? t`Purchase orders to me` : t`Purchase orders`}
        actions={
          props.canExport && <PurchaseExportMenu search={search} disabled={!list.data || list.data.totalCount === 0} />
        }
      />
      <Tabs
        value={search.status ?? ALL}
        onChange={(value) =>
          onSearchChange({ status: value && value !== ALL ? (value as PurchaseSearch['status']) : undefined })
        }
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value={ALL}>{withCount(t`All`, total)}</Tabs.Tab>
          {PURCHASE_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status} style={{ whiteSpace: 'nowrap' }}>
              {withCount(i18n._(PURCHASE_STATUS_LABELS[status]), counts.data?.[status])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <FilterBar
        views={props.views}
        onReset={props.onReset}
        active={hasPurchaseFilters(search)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Purchase no., logistics no. or order no.`}
            onApply={(keyword) => onSearchChange({ keyword })}
          />
        }
      >
        {!asSupplier && (
          <Select
            label={t`Supplier`}
            w={{ base: '100%', sm: 220 }}
            clearable
            data={props.suppliers}
            value={search.supplierId ?? null}
            onChange={(value) => onSearchChange({ supplierId: value ?? undefined })}
          />
        )}
        <DateRangeFilter
          label={t`Created`}
          from={search.createdFrom}
          to={search.createdTo}
          onChange={(createdFrom, createdTo) => onSearchChange({ createdFrom, createdTo })}
        />
      </FilterBar>
      {canPay && (
        <BulkBar count={selected.length} onClear={() => setSelected([])} label={t`Bulk actions`}>
          <Button size="sm" onClick={() => setPaying(selected)}>
            {t`Pay (${selected.length})`}
          </Button>
        </BulkBar>
      )}
      <DataList<PurchaseOrderRow>
        label={t`Purchase orders`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<PurchaseOrderRow, (typeof SORTABLE)[number]>({
          request,
          onChange: onSearchChange,
          sort: { search, defaultSort: 'createdAt', fields: SORTABLE },
        })}
        onRowClick={onOpen}
        selectedRecords={canPay ? selected : undefined}
        onSelectedRecordsChange={canPay ? setSelected : undefined}
        selectLabel={(order) => t`Select ${order.purchaseNo}`}
        emptyText={t`No purchase orders match these filters`}
        filtered={hasPurchaseFilters(search)}
        renderCard={(order, selection) => (
          <PurchaseCard
            order={order}
            locale={locale}
            counterpart={counterpart(order)}
            onOpen={onOpen}
            selection={selection}
          />
        )}
      />
      {paying && (
        <BulkPay
          orders={paying}
          locale={locale}
          onClose={() => setPaying(null)}
          onPaid={(ids) => setSelected((current) => current.filter((row) => !ids.includes(row.id)))}
        />
      )}
    </Stack>
  )
}
