// Supplied products: for a supplier (/distribution/supplier/product/list) its own offers to add
// and edit (`?edit=new|id` opens the form); for a distributor (/cooperate/product/list) the
// enabled offers of its cooperating suppliers, filtered by supplier, each opening its spec prices.
import { useLingui } from '@lingui/react/macro'
import { Drawer, Stack, Text } from '@mantine/core'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { SupplierProductRow } from '../../../contract/supply'
import { formatMoney } from '../../../lib/money'
import { useSupplyProducts } from '../api/supply-products'
import { SUPPLY_CURRENCY } from '../supply-labels'
import { supplierProductRequest } from '../supply-search'
import { SpecTable } from './spec-table'
import { type ProductModelSource, SupplierProductFormDrawer } from './supplier-product-form'
import { SupplyListScreen, type SupplyScreenProps } from './supply-list-screen'

export interface SupplierProductScreenProps extends SupplyScreenProps {
  suppliers?: { value: string; label: string }[]
  /** The supplier's product models for the form (own mode). */
  models?: ProductModelSource
  /** A spec colour's name (COLOR dictionary) from its value. */
  colorName: (value: string) => string
}

export function SupplierProductScreen(props: SupplierProductScreenProps) {
  const { search, onSearchChange, locale, own } = props
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const request = supplierProductRequest(search)
  const list = useSupplyProducts('supplier', request)
  // The offer named by `?edit=` when it is not on this page (a shared link).
  const editId = search.edit && search.edit !== 'new' ? search.edit : undefined
  const onPage = list.data?.data.find((row) => row.id === editId)
  const single = useSupplyProducts(
    'supplier',
    { id: editId, pageNo: 1, pageSize: 1 },
    Boolean(editId && list.data && !onPage),
  )
  const editing: 'new' | SupplierProductRow | undefined =
    search.edit === 'new' ? 'new' : (onPage ?? (editId ? single.data?.data[0] : undefined))
  // A distributor opens an offer read-only, in the same URL parameter.
  const viewing = !own && editing !== 'new' ? editing : undefined
  const open = (row: SupplierProductRow) => onSearchChange({ edit: row.id })
  return (
    <>
      <SupplyListScreen<SupplierProductRow>
        {...props}
        list={list}
        request={request}
        addLabel={t`Supply a product`}
        onAdd={() => onSearchChange({ edit: 'new' })}
        keywordPlaceholder={own ? t`Product model or code` : t`Product model, code or supplier`}
        partners={props.suppliers && { label: t`Supplier`, field: 'supplierId', options: props.suppliers }}
        titleHeader={t`Product model`}
        titleOf={(row) => ({ title: row.productTitle, code: row.productCode, size: 44 })}
        columns={(price) => [
          ...(own ? [] : [{ accessor: 'supplierName', title: t`Supplier` }]),
          { accessor: 'specs', title: t`Specs`, textAlign: 'right', render: (row) => row.specs.length },
          { accessor: 'minPrice', title: t`Supply price`, textAlign: 'right', sortable: true, render: price },
          { accessor: 'stock', title: t`Stock`, textAlign: 'right', sortable: true },
        ]}
        cardNote={(row) => (own ? t`Stock ${row.stock}` : row.supplierName)}
        emptyText={own ? t`You supply no products yet` : t`Your suppliers offer no products yet`}
        onOpen={open}
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
            <SpecTable
              label={t`Supply price per spec`}
              headers={[t`Spec`, 'SKU', t`Supply price`]}
              specs={viewing.specs}
              keyOf={(spec) => spec.specId}
              cells={(spec) => [
                `${props.colorName(spec.color)} / ${spec.size}`,
                spec.sku,
                formatMoney(spec.price, SUPPLY_CURRENCY, locale),
              ]}
              readOnly
              minWidth={280}
            />
          </Stack>
        )}
      </Drawer>
    </>
  )
}
