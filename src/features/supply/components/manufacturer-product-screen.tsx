// "Global factories" (/distribution/manufacturer/product/list) and the bound factories' products
// (/distribution/factory/product/list). A factory sees its own products here and adds, edits,
// enables and disables them (bulk too); a distributor browses the enabled products of the
// factories bound to it by country, category and factory, and opens a detail. The list itself is
// the supply list every kind shares; this file says what the factory's kind shows besides.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import type { ManufacturerProductRow, SupplyStatus } from '../../../contract/supply'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useChangeManufacturerStatus } from '../api/change-manufacturer-status'
import { useCountryName } from '../api/manufacturer-countries'
import { useSupplyProducts } from '../api/supply-products'
import { MANUFACTURER_CATEGORY_LABELS, PRINT_METHOD_LABELS } from '../supply-labels'
import { manufacturerProductRequest } from '../supply-search'
import { ManufacturerProductFilters } from './manufacturer-product-filters'
import { SupplyListScreen, type SupplyScreenProps } from './supply-list-screen'

export interface ManufacturerProductScreenProps extends SupplyScreenProps {
  factories?: { value: string; label: string }[]
  /** A factory opens the form; a distributor opens the detail. */
  onOpen: (row: ManufacturerProductRow) => void
  onAdd: () => void
}

export function ManufacturerProductScreen(props: ManufacturerProductScreenProps) {
  const { search, onSearchChange, locale, own, canEdit } = props
  const { t, i18n } = useLingui()
  const request = manufacturerProductRequest(search)
  const list = useSupplyProducts('manufacturer', request)
  const countryName = useCountryName(locale)
  const [selected, setSelected] = useState<ManufacturerProductRow[]>([])
  const change = useChangeManufacturerStatus()
  const managing = own && canEdit
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
  const toggle = (row: ManufacturerProductRow) => (
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
  )
  const bulk = selected.length > 0 && (
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
    <SupplyListScreen<ManufacturerProductRow>
      {...props}
      list={list}
      request={request}
      addLabel={t`Add product`}
      keywordPlaceholder={own ? t`Product or base model` : t`Product, base model or factory`}
      filters={{
        node: <ManufacturerProductFilters search={search} onSearchChange={onSearchChange} locale={locale} own={own} />,
        filtered: Boolean(search.country || search.category),
      }}
      partners={props.factories && { label: t`Factory`, field: 'factoryId', options: props.factories }}
      titleHeader={t`Product`}
      titleOf={(row) => ({ title: row.title, code: row.baseModel, size: 48 })}
      columns={(price) => [
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
      ]}
      statusAction={managing ? toggle : undefined}
      selection={
        managing ? { selected, onChange: setSelected, label: (row) => t`Select ${row.title}`, bulk } : undefined
      }
      cardNote={(row) =>
        own ? t`${row.leadDays} days · min ${row.minQuantity}` : `${row.factoryName} · ${countryName(row.country)}`
      }
      emptyText={
        own ? t`You have no products yet: add the first one` : t`The factories bound to you offer no products yet`
      }
    />
  )
}
