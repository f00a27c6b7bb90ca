// Offer one of the supplier's product models, or edit an offer, in a drawer (`?edit=new|id`):
// the model, a supply price per spec (yuan; a spec left empty is not supplied), stock and status.
// The models and their specs come from the product-model area through the route (STYLE.md §3).
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { FormDrawer } from '../../../components/form-drawer'
import type { ProductSpec } from '../../../contract/goods'
import { STOCK_MAX, type SupplierProductRow } from '../../../contract/supply'
import { formatMoney } from '../../../lib/money'
import { SUPPLIER_FORM } from '../supplier-form-values'
import { SUPPLY_CURRENCY } from '../supply-labels'
import { SpecTable } from './spec-table'
import { SupplyFormFrame, useSupplyForm } from './supply-form'

/** The supplier's product models, and a hook reading one model's specs (given by the route). */
export interface ProductModelSource {
  models: { value: string; label: string }[]
  useSpecs: (productId: string | undefined) => { specs: ProductSpec[] | undefined; isLoading: boolean }
  /** A spec colour's name (COLOR dictionary) from its value. */
  colorName: (value: string) => string
}

export interface SupplierProductFormDrawerProps extends ProductModelSource {
  /** 'new', an offer, or undefined when closed. */
  editing: 'new' | SupplierProductRow | undefined
  locale: string
  onClose: () => void
}

export function SupplierProductFormDrawer({ editing, onClose, ...source }: SupplierProductFormDrawerProps) {
  const { t } = useLingui()
  const row = editing && editing !== 'new' ? editing : null
  return (
    <FormDrawer
      opened={Boolean(editing)}
      onClose={onClose}
      size="lg"
      title={row ? t`Edit supplied product` : t`Supply a product`}
    >
      {(form) => (
        <SupplierProductForm
          // Keyed by id only: a save refreshes the row, and a remount would drop the save's callbacks.
          key={row?.id ?? 'new'}
          row={row}
          {...source}
          onDirty={form.onDirty}
          onSaved={form.onDone}
        />
      )}
    </FormDrawer>
  )
}

function SupplierProductForm({
  row: opened,
  models,
  useSpecs,
  colorName,
  locale,
  onDirty,
  onSaved,
}: ProductModelSource & {
  row: SupplierProductRow | null
  locale: string
  onDirty: (dirty: boolean) => void
  onSaved: () => void
}) {
  const { t } = useLingui()
  const form = useSupplyForm({
    kind: 'supplier',
    row: opened,
    mapping: SUPPLIER_FORM,
    savedText: (edited) => (edited ? t`Supplied product saved` : t`Product supplied`),
    onDirty,
    onSaved,
  })
  const { values, setValues: set, shown } = form
  const specs = useSpecs(values.productId || undefined)
  return (
    <SupplyFormFrame form={form}>
      <Select
        label={t`Product model`}
        required
        searchable
        data={models}
        value={values.productId || null}
        // Another model has other specs: the prices typed for the old one do not apply.
        onChange={(value) => set({ productId: value ?? '', prices: {} })}
        error={shown('productId', t`Choose a product model`)}
        nothingFoundMessage={t`No product models: create one under Products first`}
      />
      {values.productId && specs.isLoading && <Loader size="sm" />}
      {values.productId && specs.specs && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>Supply price per spec (yuan)</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>Leave a spec empty to not supply it.</Trans>
          </Text>
          {shown('specs', t`Enter the supply price of at least one spec`) && (
            <Text size="xs" c="red">
              {shown('specs', t`Enter the supply price of at least one spec`)}
            </Text>
          )}
          <SpecTable
            label={t`Supply price per spec`}
            headers={[t`Spec`, t`Cost`, t`Supply price`]}
            specs={specs.specs}
            keyOf={(spec) => spec.id}
            cells={(spec) => [
              <SpecName key="name" spec={spec} colorName={colorName} />,
              formatMoney(spec.cost, SUPPLY_CURRENCY, locale),
              <TextInput
                key="price"
                aria-label={t`Supply price of ${colorName(spec.color)} / ${spec.size}`}
                inputMode="decimal"
                w={110}
                value={values.prices[spec.id] ?? ''}
                onChange={(event) => set({ prices: { ...values.prices, [spec.id]: event.currentTarget.value } })}
                error={shown(`price:${spec.id}`, t`Enter a price`)}
              />,
            ]}
          />
        </Stack>
      )}
      <NumberInput
        label={t`Stock`}
        required
        min={0}
        max={STOCK_MAX}
        allowDecimal={false}
        thousandSeparator
        value={values.stock}
        onChange={(value) => set({ stock: value === '' ? '' : Number(value) })}
        error={shown('stock', t`Stock is 0-${STOCK_MAX}`)}
      />
    </SupplyFormFrame>
  )
}

/** A spec as the supplier knows it: colour and size, the SKU below. */
function SpecName({ spec, colorName }: { spec: ProductSpec; colorName: (value: string) => string }) {
  return (
    <>
      <Text size="sm">
        {colorName(spec.color)} / {spec.size}
      </Text>
      <Text size="xs" c="dimmed">
        {spec.sku}
      </Text>
    </>
  )
}
