// Offer one of the supplier's product models, or edit an offer, in a drawer (`?edit=new|id`):
// the model, a supply price per spec (yuan; a spec left empty is not supplied), stock and status.
// The models and their specs come from the product-model area through the route (STYLE.md §3).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Loader, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { useMemo, useState } from 'react'
import { FormDrawer } from '../../../components/form-drawer'
import type { ProductSpec } from '../../../contract/goods'
import { STOCK_MAX, type SupplierProductRow } from '../../../contract/supply'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useSaveSupplierProduct } from '../api/save-supplier-product'
import { formErrors, formToInput, offerToForm, type SupplierFormValues } from '../supplier-form-values'
import { SUPPLY_CURRENCY } from '../supply-labels'
import { SupplyStatusControl } from './supply-status-badge'

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
  const save = useSaveSupplierProduct()
  // The offer as it was when the form opened: its version is what the change is based on (412 if stale).
  const [row] = useState(opened)
  const initial = useMemo(() => offerToForm(row), [row])
  const {
    values,
    setValues: set,
    isDirty: dirty,
    submitted,
    onSubmit,
    submitting,
    submitError,
  } = useForm<SupplierFormValues>({
    initialValues: initial,
    onDirty,
  })
  const specs = useSpecs(values.productId || undefined)
  const errors = formErrors(values, row)
  // The kit awaits the save (a refusal shows in the alert).
  const submit = onSubmit(async () => {
    if (errors.size > 0) return
    await save.mutateAsync(formToInput(values, row))
    notifySuccess(row ? t`Supplied product saved` : t`Product supplied`)
    onSaved()
  })
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {submitError ? <Alert color="red">{errorMessage(submitError)}</Alert> : null}
        <Select
          label={t`Product model`}
          required
          searchable
          data={models}
          value={values.productId || null}
          // Another model has other specs: the prices typed for the old one do not apply.
          onChange={(value) => set({ productId: value ?? '', prices: {} })}
          error={submitted && errors.has('productId') ? t`Choose a product model` : undefined}
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
            {submitted && errors.has('specs') && (
              <Text size="xs" c="red">
                {t`Enter the supply price of at least one spec`}
              </Text>
            )}
            <Table.ScrollContainer minWidth={320}>
              <Table aria-label={t`Supply price per spec`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t`Spec`}</Table.Th>
                    <Table.Th>{t`Cost`}</Table.Th>
                    <Table.Th>{t`Supply price`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {specs.specs.map((spec) => (
                    <Table.Tr key={spec.id}>
                      <Table.Td>
                        <Text size="sm">
                          {colorName(spec.color)} / {spec.size}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {spec.sku}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatMoney(spec.cost, SUPPLY_CURRENCY, locale)}</Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={t`Supply price of ${colorName(spec.color)} / ${spec.size}`}
                          inputMode="decimal"
                          w={110}
                          value={values.prices[spec.id] ?? ''}
                          onChange={(event) =>
                            set({ prices: { ...values.prices, [spec.id]: event.currentTarget.value } })
                          }
                          error={submitted && errors.has(`price:${spec.id}`) ? t`Enter a price` : undefined}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
          error={submitted && errors.has('stock') ? t`Stock is 0-${STOCK_MAX}` : undefined}
        />
        <SupplyStatusControl value={values.status} onChange={(status) => set({ status })} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={!dirty || (submitted && errors.size > 0)}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
