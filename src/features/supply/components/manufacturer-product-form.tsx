// Create or edit a factory product in a drawer (its URL is `?edit=new|id`): title, base model,
// category, picture, price per spec (colour × size, in yuan), lead time, minimum quantity, print
// methods and status. Submit is enabled when changed and valid; leaving a changed form asks first;
// a refusal of the server shows in the form.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { FormDrawer } from '../../../components/form-drawer'
import { PickMany } from '../../../components/pick-many'
import {
  LEAD_DAYS_MAX,
  MANUFACTURER_CATEGORIES,
  type ManufacturerCategory,
  type ManufacturerProductRow,
  MIN_QUANTITY_MAX,
  PRINT_METHODS,
  type PrintMethod,
} from '../../../contract/supply'
import { useManufacturerProduct } from '../api/get-manufacturer-product'
import { MANUFACTURER_FORM, type ManufacturerFormValues } from '../manufacturer-form-values'
import { MANUFACTURER_CATEGORY_LABELS, PRINT_METHOD_LABELS } from '../supply-labels'
import { SupplyFormFrame, useSupplyForm } from './supply-form'

export interface ManufacturerProductFormDrawerProps {
  /** 'new', a product id, or undefined when closed. */
  productId: string | undefined
  onClose: () => void
}

export function ManufacturerProductFormDrawer({ productId, onClose }: ManufacturerProductFormDrawerProps) {
  const { t } = useLingui()
  const editing = productId && productId !== 'new' ? productId : undefined
  const product = useManufacturerProduct(editing)
  return (
    <FormDrawer
      opened={Boolean(productId)}
      onClose={onClose}
      size="xl"
      title={editing ? t`Edit factory product` : t`New factory product`}
      read={editing ? product : undefined}
    >
      {(form) => (
        <ManufacturerProductForm
          // Keyed by id only: a save updates the cached row, and a remount would drop the save's callbacks.
          key={product.data?.id ?? 'new'}
          product={product.data ?? null}
          onDirty={form.onDirty}
          onSaved={form.onDone}
        />
      )}
    </FormDrawer>
  )
}

function ManufacturerProductForm({
  product,
  onDirty,
  onSaved,
}: {
  product: ManufacturerProductRow | null
  onDirty: (dirty: boolean) => void
  onSaved: () => void
}) {
  const { t, i18n } = useLingui()
  const form = useSupplyForm({
    kind: 'manufacturer',
    row: product,
    mapping: MANUFACTURER_FORM,
    savedText: (edited) => (edited ? t`Factory product saved` : t`Factory product added`),
    onDirty,
    onSaved,
  })
  const { values, setValues: set, shown } = form
  const setSpec = (index: number, change: Partial<ManufacturerFormValues['specs'][number]>) =>
    set({ specs: values.specs.map((spec, i) => (i === index ? { ...spec, ...change } : spec)) })
  return (
    <SupplyFormFrame form={form}>
      <TextInput
        label={t`Product name`}
        required
        value={values.title}
        onChange={(event) => set({ title: event.currentTarget.value })}
        error={shown('title', t`Enter the product name`)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Base product model`}
          description={t`The blank it is made from, e.g. Gildan 5000`}
          required
          value={values.baseModel}
          onChange={(event) => set({ baseModel: event.currentTarget.value })}
          error={shown('baseModel', t`Enter the base product model`)}
        />
        <Select
          label={t`Category`}
          required
          data={MANUFACTURER_CATEGORIES.map((value) => ({
            value,
            label: i18n._(MANUFACTURER_CATEGORY_LABELS[value]),
          }))}
          value={values.category || null}
          onChange={(value) => set({ category: (value as ManufacturerCategory | null) ?? '' })}
          error={shown('category', t`Choose a category`)}
        />
        <NumberInput
          label={t`Lead time (days)`}
          required
          min={1}
          max={LEAD_DAYS_MAX}
          allowDecimal={false}
          value={values.leadDays}
          onChange={(value) => set({ leadDays: value === '' ? '' : Number(value) })}
          error={shown('leadDays', t`Lead time is 1-${LEAD_DAYS_MAX} days`)}
        />
        <NumberInput
          label={t`Minimum quantity`}
          required
          min={1}
          max={MIN_QUANTITY_MAX}
          allowDecimal={false}
          thousandSeparator
          value={values.minQuantity}
          onChange={(value) => set({ minQuantity: value === '' ? '' : Number(value) })}
          error={shown('minQuantity', t`Minimum quantity is 1-${MIN_QUANTITY_MAX}`)}
        />
      </SimpleGrid>
      <PickMany
        label={t`Print methods`}
        required
        data={PRINT_METHODS.map((value) => ({ value, label: i18n._(PRINT_METHOD_LABELS[value]) }))}
        value={values.printMethods}
        onChange={(value) => set({ printMethods: value as PrintMethod[] })}
        error={shown('printMethods', t`Choose at least one print method`)}
      />
      <TextInput
        label={t`Picture address`}
        value={values.image}
        onChange={(event) => set({ image: event.currentTarget.value })}
        error={shown('image', t`The address is too long`)}
      />
      <Textarea
        label={t`Description`}
        autosize
        minRows={2}
        value={values.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
        error={shown('description', t`The description is too long`)}
      />
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            <Trans>Price per spec (yuan)</Trans>
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => set({ specs: [...values.specs, { color: '', size: '', price: '' }] })}
          >
            <Trans>Add spec</Trans>
          </Button>
        </Group>
        {shown('specs', t`Add at least one spec`) && (
          <Text size="xs" c="red">
            {shown('specs', t`Add at least one spec`)}
          </Text>
        )}
        {values.specs.map((spec, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: spec rows have no id until saved; the index is their identity.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t`Colour of spec ${index + 1}`}
              placeholder={t`Colour`}
              style={{ flex: 1 }}
              value={spec.color}
              onChange={(event) => setSpec(index, { color: event.currentTarget.value })}
              error={shown(`specs.${index}.color`, t`Enter a colour`)}
            />
            <TextInput
              aria-label={t`Size of spec ${index + 1}`}
              placeholder={t`Size`}
              style={{ flex: 1 }}
              value={spec.size}
              onChange={(event) => setSpec(index, { size: event.currentTarget.value })}
              error={shown(`specs.${index}.size`, t`Enter a size that is not repeated`)}
            />
            <TextInput
              aria-label={t`Price of spec ${index + 1}`}
              placeholder={t`Price`}
              inputMode="decimal"
              style={{ flex: 1 }}
              value={spec.price}
              onChange={(event) => setSpec(index, { price: event.currentTarget.value })}
              error={shown(`specs.${index}.price`, t`Enter a price`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={6}
              aria-label={t`Remove spec ${index + 1}`}
              disabled={values.specs.length === 1}
              onClick={() => set({ specs: values.specs.filter((_, i) => i !== index) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </SupplyFormFrame>
  )
}
