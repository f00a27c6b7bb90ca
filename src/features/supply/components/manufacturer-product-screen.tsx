// "Global factories" (/distribution/manufacturer/product/list) and the bound factories' products
// (/distribution/factory/product/list). A factory sees its own products here and adds, edits,
// enables and disables them (bulk too); a distributor browses the enabled products of the
// factories bound to it by country, category and factory, and opens a detail.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'
import { useState } from 'react'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { ManufacturerProductRow, SupplyStatus } from '../../../contract/supply'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useChangeManufacturerStatus } from '../api/change-manufacturer-status'
import { useManufacturerProducts } from '../api/list-manufacturer-products'
import { useCountryName } from '../api/manufacturer-countries'
import { MANUFACTURER_CATEGORY_LABELS, PRINT_METHOD_LABELS, SUPPLY_CURRENCY } from '../supply-labels'
import { manufacturerProductRequest, type SupplySearch } from '../supply-search'
import { ManufacturerProductFilters } from './manufacturer-product-filters'
import { ProductTitleCell } from './product-thumb'
import { SupplyStatusBadge } from './supply-status-badge'

export interface ManufacturerProductScreenProps {
  title: string
  search: SupplySearch
  onSearchChange: (change: Partial<SupplySearch>) => void
  onReset: () => void
  locale: string
  /** True for a factory looking at its own products. */
  own: boolean
  canAdd: boolean
  canEdit: boolean
  factories?: { value: string; label: string }[]
  /** A factory opens the form; a distributor opens the detail. */
  onOpen: (row: ManufacturerProductRow) => void
  onAdd: () => void
}

export function ManufacturerProductScreen(props: ManufacturerProductScreenProps) {
  const { search, onSearchChange, locale, own, canEdit } = props
  const { t, i18n } = useLingui()
  const request = manufacturerProductRequest(search)
  const list = useManufacturerProducts(request)
  const countryName = useCountryName(locale)
  const [selected, setSelected] = useState<ManufacturerProductRow[]>([])
  const change = useChangeManufacturerStatus()
  const setStatus = (rows: ManufacturerProductRow[], status: SupplyStatus) =>
    change.mutate(
      { ids: rows.map((row) => row.id), status },
      {
        onSuccess: ({ changed }) => {
          setSelected([])
          notifySuccess(status === 'enabled' ? t`${changed} product(s) enabled` : t`${changed} product(s) disabled`)
        },
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  const price = (row: ManufacturerProductRow) => t`from ${formatMoney(row.minPrice, SUPPLY_CURRENCY, locale)}`
  const toggle = (row: ManufacturerProductRow) =>
    own && canEdit ? (
      <Button
        size="xs"
        variant="subtle"
        loading={change.isPending && change.variables?.ids.includes(row.id)}
        onClick={(event) => {
          event.stopPropagation()
          setStatus([row], row.status === 'enabled' ? 'disabled' : 'enabled')
        }}
      >
        {row.status === 'enabled' ? t`Disable` : t`Enable`}
      </Button>
    ) : null
  const titleCell = (row: ManufacturerProductRow) => (
    <ProductTitleCell image={row.image} title={row.title} code={row.baseModel} size={48} />
  )
  const columns: DataTableColumn<ManufacturerProductRow>[] = [
    { accessor: 'title', title: t`Product`, render: titleCell },
    ...(own
      ? []
      : [
          {
            accessor: 'factoryName',
            title: t`Factory`,
            render: (row: ManufacturerProductRow) => (
              <div>
                <Text size="sm">{row.factoryName}</Text>
                <Text size="xs" c="dimmed">
                  {countryName(row.country)}
                </Text>
              </div>
            ),
          },
        ]),
    {
      accessor: 'category',
      title: t`Category`,
      render: (row) => i18n._(MANUFACTURER_CATEGORY_LABELS[row.category]),
    },
    {
      accessor: 'printMethods',
      title: t`Print methods`,
      render: (row) => (
        <Group gap={4}>
          {row.printMethods.map((method) => (
            <Badge key={method} size="xs" variant="outline">
              {i18n._(PRINT_METHOD_LABELS[method])}
            </Badge>
          ))}
        </Group>
      ),
    },
    { accessor: 'minPrice', title: t`Price`, textAlign: 'right', sortable: true, render: price },
    {
      accessor: 'leadDays',
      title: t`Lead time`,
      textAlign: 'right',
      sortable: true,
      render: (row) => t`${row.leadDays} days`,
    },
    { accessor: 'minQuantity', title: t`Minimum quantity`, textAlign: 'right', sortable: true },
    ...(own
      ? [
          {
            accessor: 'status',
            title: t`Status`,
            render: (row: ManufacturerProductRow) => <SupplyStatusBadge status={row.status} />,
          },
          { accessor: 'actions', title: '', render: toggle },
        ]
      : []),
  ]
  const bulk = own && canEdit && selected.length > 0 && (
    <Group gap="xs">
      <Text size="sm">{t`${selected.length} selected`}</Text>
      <Button size="xs" variant="light" loading={change.isPending} onClick={() => setStatus(selected, 'enabled')}>
        <Trans>Enable</Trans>
      </Button>
      <Button
        size="xs"
        variant="light"
        color="gray"
        loading={change.isPending}
        onClick={() => setStatus(selected, 'disabled')}
      >
        <Trans>Disable</Trans>
      </Button>
    </Group>
  )
  return (
    <Stack gap="md">
      <PageHeader
        title={props.title}
        actions={
          own &&
          props.canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
              <Trans>Add product</Trans>
            </Button>
          )
        }
      />
      <ManufacturerProductFilters
        search={search}
        onSearchChange={onSearchChange}
        onReset={props.onReset}
        locale={locale}
        own={own}
        factories={props.factories}
      />
      {bulk}
      <DataList<ManufacturerProductRow>
        label={props.title}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<ManufacturerProductRow, NonNullable<SupplySearch['sortField']>>({
          request,
          onChange: onSearchChange,
          sort: { search },
        })}
        onRowClick={props.onOpen}
        selectedRecords={own && canEdit ? selected : undefined}
        onSelectedRecordsChange={own && canEdit ? setSelected : undefined}
        selectLabel={(row) => t`Select ${row.title}`}
        emptyText={
          own ? t`You have no products yet: add the first one` : t`The factories bound to you offer no products yet`
        }
        renderCard={(row, selection) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={6}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {selection}
                <UnstyledButton onClick={() => props.onOpen(row)} style={{ flex: 1, minWidth: 0 }}>
                  {titleCell(row)}
                </UnstyledButton>
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {price(row)}
                </Text>
                <Text size="xs" c="dimmed">
                  {own
                    ? t`${row.leadDays} days · min ${row.minQuantity}`
                    : `${row.factoryName} · ${countryName(row.country)}`}
                </Text>
              </Group>
              {own && (
                <Group justify="space-between">
                  <SupplyStatusBadge status={row.status} />
                  {toggle(row)}
                </Group>
              )}
            </Stack>
          </Card>
        )}
      />
    </Stack>
  )
}
