// The list screen both kinds of supplied product share: the header with its add button, the
// filters (keyword; the bound partner for a distributor; the status for the owner; the kind's own
// in between), the paged list with its sort in the URL, the title and status columns, and the
// phone card (picture and title opening the row, the "from" price, a note, the status). What a kind
// shows besides — its columns, texts, filters, the factory's enable/disable — is passed in.
import { useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { DataTableColumn } from 'mantine-datatable'
import type { ReactNode } from 'react'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { Page } from '../../../contract/envelope'
import { SUPPLY_STATUSES, type SupplyStatus } from '../../../contract/supply'
import { formatMoney } from '../../../lib/money'
import { SUPPLY_CURRENCY, SUPPLY_STATUS_LABELS } from '../supply-labels'
import type { SupplySearch } from '../supply-search'
import { ProductTitleCell } from './product-thumb'
import { SupplyStatusBadge } from './supply-status-badge'

/** What every supplied row has, whatever its kind. */
interface SupplyRowBase {
  id: string
  image: string
  minPrice: number
  status: SupplyStatus
}

/** What a route gives the screen of either kind. */
export interface SupplyScreenProps {
  title: string
  search: SupplySearch
  onSearchChange: (change: Partial<SupplySearch>) => void
  onReset: () => void
  locale: string
  /** True for the owner (a factory, a supplier) managing its own rows. */
  own: boolean
  canAdd: boolean
  canEdit: boolean
}

export interface SupplyListScreenProps<Row extends SupplyRowBase> extends SupplyScreenProps {
  list: UseQueryResult<Page<Row>>
  request: { pageNo: number; pageSize: number }
  /** The add button's label, shown to an owner who may add. */
  addLabel: string
  onAdd: () => void
  keywordPlaceholder: string
  /** The kind's own filters (shown before the partner's); `filtered` when one is set. */
  filters?: { node: ReactNode; filtered: boolean }
  /** The distributor's filter by bound partner (factory, supplier). */
  partners?: { label: string; field: 'factoryId' | 'supplierId'; options: { value: string; label: string }[] }
  /** The row's picture, title and dimmed code. */
  titleOf: (row: Row) => { title: string; code: string; size: number }
  titleHeader: string
  /** The kind's columns after the title; `price` words the row's lowest price. */
  columns: (price: (row: Row) => string) => DataTableColumn<Row>[]
  /** A control beside the owner's status (the factory's enable/disable), as a column and in the card. */
  statusAction?: (row: Row) => ReactNode
  /** The owner's selection of rows, and what it can do with them. */
  selection?: { selected: Row[]; onChange: (rows: Row[]) => void; label: (row: Row) => string; bulk: ReactNode }
  /** The phone card's dimmed note beside the price. */
  cardNote: (row: Row) => string
  emptyText: string
  onOpen: (row: Row) => void
}

export function SupplyListScreen<Row extends SupplyRowBase>(props: SupplyListScreenProps<Row>) {
  const { search, onSearchChange, own, partners, selection, statusAction } = props
  const { t, i18n } = useLingui()
  const price = (row: Row) => t`from ${formatMoney(row.minPrice, SUPPLY_CURRENCY, props.locale)}`
  const titleCell = (row: Row) => {
    const { title, code, size } = props.titleOf(row)
    return <ProductTitleCell image={row.image} title={title} code={code} size={size} />
  }
  const ownColumns: DataTableColumn<Row>[] = [
    { accessor: 'status', title: t`Status`, render: (row) => <SupplyStatusBadge status={row.status} /> },
    ...(statusAction ? [{ accessor: 'actions', title: '', render: statusAction }] : []),
  ]
  const columns: DataTableColumn<Row>[] = [
    { accessor: 'title', title: props.titleHeader, render: titleCell },
    ...props.columns(price),
    ...(own ? ownColumns : []),
  ]
  const active = Boolean(
    search.keyword || props.filters?.filtered || (partners && search[partners.field]) || (own && search.status),
  )
  return (
    <Stack gap="md">
      <PageHeader
        title={props.title}
        actions={
          own &&
          props.canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
              {props.addLabel}
            </Button>
          )
        }
      />
      <FilterBar
        onReset={props.onReset}
        active={active}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={props.keywordPlaceholder}
            onApply={(keyword) => onSearchChange({ keyword })}
          />
        }
      >
        {props.filters?.node}
        {!own && partners && (
          <Select
            label={partners.label}
            w={{ base: '100%', sm: 220 }}
            clearable
            data={partners.options}
            value={search[partners.field] ?? null}
            onChange={(value) => onSearchChange({ [partners.field]: value ?? undefined })}
          />
        )}
        {own && (
          <Select
            label={t`Status`}
            w={{ base: '100%', sm: 160 }}
            clearable
            data={SUPPLY_STATUSES.map((value) => ({ value, label: i18n._(SUPPLY_STATUS_LABELS[value]) }))}
            value={search.status ?? null}
            onChange={(value) => onSearchChange({ status: (value as SupplyStatus | null) ?? undefined })}
          />
        )}
      </FilterBar>
      {selection?.bulk}
      <DataList<Row>
        label={props.title}
        {...listQueryProps(props.list)}
        columns={columns}
        {...listControls<Row, NonNullable<SupplySearch['sortField']>>({
          request: props.request,
          onChange: onSearchChange,
          sort: { search },
        })}
        onRowClick={props.onOpen}
        selectedRecords={selection?.selected}
        onSelectedRecordsChange={selection?.onChange}
        selectLabel={selection?.label}
        emptyText={props.emptyText}
        renderCard={(row, selected) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={6}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {selected}
                <UnstyledButton onClick={() => props.onOpen(row)} style={{ flex: 1, minWidth: 0 }}>
                  {titleCell(row)}
                </UnstyledButton>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {price(row)}
                </Text>
                <Text size="xs" c="dimmed">
                  {props.cardNote(row)}
                </Text>
              </Group>
              {own && (
                <Group justify="space-between">
                  <SupplyStatusBadge status={row.status} />
                  {statusAction?.(row)}
                </Group>
              )}
            </Stack>
          </Card>
        )}
      />
    </Stack>
  )
}
