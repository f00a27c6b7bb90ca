// /distribution/supplier/list (a distributor's suppliers and factories) and
// /distribution/distributor/list (a supplier's or factory's distributors): one paged list, keyword
// and kind filters and paging in the URL, cards on phones.
import { useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { formatDateTime } from '../../../lib/format-date'
import { type PartnerRow, usePartnerList } from '../../../lookups/api/list-partners'
import { partnerListRequest } from '../partner-search'

export interface PartnerSearch {
  keyword?: string
  /** 1 factories, 2 suppliers (distributor side only). */
  partnerType?: 1 | 2
  pageNo?: number
  pageSize?: number
}

export interface PartnerListScreenProps {
  kind: 'suppliers' | 'distributors'
  search: PartnerSearch
  onSearchChange: (change: Partial<PartnerSearch>) => void
  onReset: () => void
  locale: string
  /** Opens the purchase orders with this partner (distributor side). */
  onOpenPurchases?: (partner: PartnerRow) => void
}

export function PartnerListScreen({
  kind,
  search,
  onSearchChange,
  onReset,
  locale,
  onOpenPurchases,
}: PartnerListScreenProps) {
  const { t } = useLingui()
  // The route's loader prefetches this same request (routes/_app/distribution/supplier/list.tsx, distributor/list.tsx).
  const request = partnerListRequest(search)
  const { pageNo, pageSize } = request
  const list = usePartnerList(request)
  const typeLabel = (type: number) => (type === 1 ? t`Factory` : type === 2 ? t`Supplier` : t`Distributor`)
  // Built per render: cheap, and the labels follow the locale.
  const columns: DataTableColumn<PartnerRow>[] = [
    { accessor: 'name', title: t`Name` },
    {
      accessor: 'type',
      title: t`Kind`,
      render: (row) => <Badge variant="light">{typeLabel(row.type)}</Badge>,
    },
    { accessor: 'contactName', title: t`Contact` },
    { accessor: 'contactPhone', title: t`Phone` },
    { accessor: 'boundAt', title: t`Bound`, render: (row) => formatDateTime(row.boundAt, locale) },
  ]
  return (
    <Stack gap="md">
      <PageHeader title={kind === 'suppliers' ? t`Suppliers` : t`Distributors`} />
      <FilterBar
        onReset={onReset}
        active={Boolean(search.keyword || search.partnerType)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Name or contact`}
            onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
          />
        }
      >
        {kind === 'suppliers' && (
          <SegmentedControl
            value={String(search.partnerType ?? 0)}
            onChange={(value) =>
              onSearchChange({ partnerType: value === '0' ? undefined : (Number(value) as 1 | 2), pageNo: undefined })
            }
            data={[
              { value: '0', label: t`All` },
              { value: '2', label: t`Suppliers` },
              { value: '1', label: t`Factories` },
            ]}
          />
        )}
      </FilterBar>
      <DataList<PartnerRow>
        label={kind === 'suppliers' ? t`Suppliers` : t`Distributors`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        onRowClick={onOpenPurchases}
        emptyText={
          kind === 'suppliers' ? t`No supplier is bound to you yet` : t`You are not bound to a distributor yet`
        }
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md" onClick={() => onOpenPurchases?.(row)}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {row.name}
              </Text>
              <Badge variant="light">{typeLabel(row.type)}</Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {[row.contactName, row.contactPhone].filter(Boolean).join(' · ')} · {formatDateTime(row.boundAt, locale)}
            </Text>
          </Card>
        )}
      />
    </Stack>
  )
}
