// Supplied products: for a supplier (/distribution/supplier/product/list) its own offers to add
// and edit (`?edit=new|id` opens the form); for a distributor (/cooperate/product/list) the
// enabled offers of its cooperating suppliers, filtered by supplier, each opening its spec prices.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Drawer, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { SUPPLY_STATUSES, type SupplierProductRow, type SupplyStatus } from '../../../contract/supply'
import { formatMoney } from '../../../lib/money'
import { useSupplierProducts } from '../api/list-supplier-products'
import { SUPPLY_CURRENCY, SUPPLY_STATUS_LABELS } from '../supply-labels'
import { type SupplySearch, supplierProductRequest } from '../supply-search'
import { ProductTitleCell } from './product-thumb'
import { type ProductModelSource, SupplierProductFormDrawer } from './supplier-product-form'
import { SupplierProductSpecs } from './supplier-product-specs'
import { SupplyStatusBadge } from './supply-status-badge'

export interface SupplierProductScreenProps {
  title: string
  search: SupplySearch
  onSearchChange: (change: Partial<SupplySearch>) => void
  onReset: () => void
  locale: string
  /** True for a supplier managing its own offers. */
  own: boolean
  canAdd: boolean
  canEdit: boolean
  suppliers?: { value: string; label: string }[]
  /** The supplier's product models for the form (own mode). */
  models?: ProductModelSource
  /** A spec colour's name (COLOR dictionary) from its value. */
  colorName: (value: string) => string
}

export function SupplierProductScreen(props: SupplierProductScreenProps) {
  const { search, onSearchChange, locale, own } = props
  const { t, i18n } = useLingui()
  const isPhone = useIsPhone()
  const request = supplierProductRequest(search)
  const list = useSupplierProducts(request)
  // The offer named by `?edit=` when it is not on this page (a shared link).
  const editId = search.edit && search.edit !== 'new' ? search.edit : undefined
  const onPage = list.data?.data.find((row) => row.id === editId)
  const single = useSupplierProducts({ id: editId, pageNo: 1, pageSize: 1 }, Boolean(editId && list.data && !onPage))
  const editing: 'new' | SupplierProductRow | undefined =
    search.edit === 'new' ? 'new' : (onPage ?? (editId ? single.data?.data[0] : undefined))
  // A distributor opens an offer read-only, in the same URL parameter.
  const viewing = !own && editing !== 'new' ? editing : undefined
  const open = (row: SupplierProductRow) => onSearchChange({ edit: row.id })
  const price = (row: SupplierProductRow) => t`from ${formatMoney(row.minPrice, SUPPLY_CURRENCY, locale)}`
  const titleCell = (row: SupplierProductRow) => (
    <ProductTitleCell image={row.image} title={row.productTitle} code={row.productCode} size={44} />
  )
  const columns: DataTableColumn<SupplierProductRow>[] = [
    { accessor: 'productTitle', title: t`Product model`, render: titleCell },
    ...(own ? [] : [{ accessor: 'supplierName', title: t`Supplier` }]),
    { accessor: 'specs', title: t`Specs`, textAlign: 'right', render: (row) => row.specs.length },
    { accessor: 'minPrice', title: t`Supply price`, textAlign: 'right', sortable: true, render: price },
    { accessor: 'stock', title: t`Stock`, textAlign: 'right', sortable: true },
    ...(own
      ? [
          {
            accessor: 'status',
            title: t`Status`,
            render: (row: SupplierProductRow) => <SupplyStatusBadge status={row.status} />,
          },
        ]
      : []),
  ]
  return (
    <Stack gap="md">
      <PageHeader
        title={props.title}
        actions={
          own &&
          props.canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => onSearchChange({ edit: 'new' })}>
              <Trans>Supply a product</Trans>
            </Button>
          )
        }
      />
      <FilterBar
        onReset={props.onReset}
        active={Boolean(search.keyword || search.supplierId || search.status)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={own ? t`Product model or code` : t`Product model, code or supplier`}
            onApply={(keyword) => onSearchChange({ keyword })}
          />
        }
      >
        {!own && props.suppliers && (
          <Select
            label={t`Supplier`}
            w={{ base: '100%', sm: 220 }}
            clearable
            data={props.suppliers}
            value={search.supplierId ?? null}
            onChange={(value) => onSearchChange({ supplierId: value ?? undefined })}
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
      <DataList<SupplierProductRow>
        label={props.title}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<SupplierProductRow, NonNullable<SupplySearch['sortField']>>({
          request,
          onChange: onSearchChange,
          sort: { search },
        })}
        onRowClick={open}
        emptyText={own ? t`You supply no products yet` : t`Your suppliers offer no products yet`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <UnstyledButton onClick={() => open(row)} w="100%">
              <Stack gap={6}>
                {titleCell(row)}
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {price(row)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {own ? t`Stock ${row.stock}` : row.supplierName}
                  </Text>
                </Group>
                {own && <SupplyStatusBadge status={row.status} />}
              </Stack>
            </UnstyledButton>
          </Card>
        )}
      />
      {own && props.models && (
        <SupplierProductFormDrawer
          editing={props.canEdit || search.edit === 'new' ? editing : undefined}
          locale={locale}
          onClose={() => onSearchChange({ edit: undefined })}
          {...props.models}
        />
      )}
      <Drawer
        opened={Boolean(viewing)}
        onClose={() => onSearchChange({ edit: undefined })}
        position="right"
        size={isPhone ? '100%' : 'md'}
        title={viewing ? `${viewing.productTitle} · ${viewing.supplierName}` : ''}
      >
        {viewing && (
          <Stack gap="sm">
            <Text size="sm">{t`Stock: ${viewing.stock}`}</Text>
            <SupplierProductSpecs row={viewing} locale={locale} colorName={props.colorName} />
          </Stack>
        )}
      </Drawer>
    </Stack>
  )
}
