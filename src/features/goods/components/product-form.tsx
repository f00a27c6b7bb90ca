// Create or edit a product model in a drawer: category, title, weight (≤ 20 kg), lowest/highest
// price and quantity (required), specs (colours × sizes, sizes in SPEC.md §9 order, price and
// cost each) and print sides (name, size, position, zoom 1–100). Errors follow the contract's
// schema with the SPEC.md §5 wording; the server's refusal shows in the form; leaving a changed
// form asks first.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { FormDrawer } from '../../../components/form-drawer'
import { PickMany } from '../../../components/pick-many'
import type { ConfigEntry } from '../../../contract/dictionaries'
import { PRODUCT_RULES, type ProductDetail, type ProductRule } from '../../../contract/goods'
import { compareSizes } from '../../../contract/sizes'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { flattenCategories, useCategoryTree } from '../api/goods-options'
import { useProduct, useSaveProduct } from '../api/products'
import {
  formToInput,
  type ProductFormValues,
  productFormErrors,
  productToForm,
  type SideValues,
  type SpecValues,
} from '../product-form-values'

export interface ProductFormDrawerProps {
  /** 'new' to create, a product id to edit, undefined when closed. */
  productId: string | undefined
  categoryId: string | null
  onClose: () => void
  colors: ConfigEntry[]
}

export function ProductFormDrawer({ productId, categoryId, onClose, colors }: ProductFormDrawerProps) {
  const { t } = useLingui()
  const editing = productId && productId !== 'new' ? productId : undefined
  const product = useProduct(editing)
  return (
    <FormDrawer
      opened={Boolean(productId)}
      onClose={onClose}
      size="xl"
      title={editing ? t`Edit product model` : t`New product model`}
      read={editing ? product : undefined}
    >
      {(form) => (
        <ProductForm
          key={product.data ? `${product.data.id}-${product.data.version}` : 'new'}
          product={product.data ?? null}
          categoryId={categoryId}
          colors={colors}
          onDirty={form.onDirty}
          onSaved={form.onDone}
        />
      )}
    </FormDrawer>
  )
}

function useRuleText() {
  const { t } = useLingui()
  return (rule: ProductRule | 'invalid' | undefined): string | undefined => {
    switch (rule) {
      case undefined:
        return undefined
      case PRODUCT_RULES.weight:
        return t`Product weight cannot exceed 20kg`
      case PRODUCT_RULES.zoom:
        return t`Zoom ratio is 1-100`
      case PRODUCT_RULES.priceRequired:
        return t`Lowest price, highest price and quantity cannot be empty`
      case PRODUCT_RULES.priceOrder:
        return t`The lowest price cannot be higher than the highest price`
      default:
        return t`Check this value`
    }
  }
}

function ProductForm({
  product,
  categoryId,
  colors,
  onDirty,
  onSaved,
}: {
  product: ProductDetail | null
  categoryId: string | null
  colors: ConfigEntry[]
  onDirty: (dirty: boolean) => void
  onSaved: () => void
}) {
  const { t } = useLingui()
  const ruleText = useRuleText()
  const categories = flattenCategories(useCategoryTree().data ?? [])
  const save = useSaveProduct()
  const initial = useMemo(() => productToForm(product, categoryId), [product, categoryId])
  const form = useForm<ProductFormValues>({ initialValues: initial, onDirty })
  const { values, setValues: set, isDirty: dirty, submitted: touched } = form
  const errors = productFormErrors(values, product)
  const shown = (key: string) => (touched ? ruleText(errors.get(key)) : undefined)
  // The kit awaits the save (a refusal shows in the alert).
  const submit = form.onSubmit(async () => {
    if (errors.size > 0) return
    await save.mutateAsync(formToInput(values, product))
    notifySuccess(t`Product model saved`)
    onSaved()
  })
  const colorName = (value: string) => colors.find((entry) => entry.value === value)?.text ?? value
  // The chosen colours and sizes are kept apart from the grid: read back from the grid, colours
  // picked before any size (or sizes before any colour) made no row and vanished from the field.
  const [specColors, setSpecColors] = useState(() => [...new Set(initial.specs.map((spec) => spec.color))])
  const [specSizes, setSpecSizes] = useState(() =>
    [...new Set(initial.specs.map((spec) => spec.size))].sort(compareSizes),
  )
  /** Rebuilds the spec grid from the chosen colours × sizes, keeping prices already entered. */
  const regrid = (nextColors: string[], nextSizes: string[]) => {
    const sizes = [...new Set(nextSizes.map((size) => size.trim().toUpperCase()).filter(Boolean))].sort(compareSizes)
    setSpecColors(nextColors)
    setSpecSizes(sizes)
    const base = values.minPrice
    const specs: SpecValues[] = nextColors.flatMap((color) =>
      sizes.map(
        (size) =>
          values.specs.find((spec) => spec.color === color && spec.size === size) ?? {
            color,
            size,
            sku: '',
            price: base,
            cost: '',
          },
      ),
    )
    set({ specs })
  }
  const setSpec = (index: number, change: Partial<SpecValues>) =>
    set({ specs: values.specs.map((spec, i) => (i === index ? { ...spec, ...change } : spec)) })
  const setSide = (index: number, change: Partial<SideValues>) =>
    set({ sides: values.sides.map((side, i) => (i === index ? { ...side, ...change } : side)) })
  const numberValue = (value: string | number): number | '' => (typeof value === 'number' ? value : '')

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t`Category`}
            required
            searchable
            data={categories}
            value={values.categoryId}
            onChange={(value) => set({ categoryId: value })}
            error={touched && errors.has('categoryId') ? t`Choose a category` : undefined}
          />
          <TextInput
            label={t`Title`}
            required
            maxLength={200}
            value={values.title}
            onChange={(event) => set({ title: event.currentTarget.value })}
            error={touched && errors.has('title') ? t`Enter a title` : undefined}
          />
          <TextInput
            label={t`Code`}
            maxLength={64}
            value={values.code}
            onChange={(event) => set({ code: event.currentTarget.value })}
          />
          <NumberInput
            label={t`Weight (kg)`}
            required
            min={0}
            decimalScale={3}
            value={values.weightKg}
            onChange={(value) => set({ weightKg: numberValue(value) })}
            error={shown('weightKg')}
          />
          <NumberInput
            label={t`Lowest price (CNY)`}
            required
            min={0}
            decimalScale={2}
            value={values.minPrice}
            onChange={(value) => set({ minPrice: numberValue(value) })}
            error={shown('minPrice')}
          />
          <NumberInput
            label={t`Highest price (CNY)`}
            required
            min={0}
            decimalScale={2}
            value={values.maxPrice}
            onChange={(value) => set({ maxPrice: numberValue(value) })}
            error={shown('maxPrice')}
          />
          <NumberInput
            label={t`Minimum quantity`}
            required
            min={1}
            allowDecimal={false}
            value={values.minQuantity}
            onChange={(value) => set({ minQuantity: numberValue(value) })}
            error={shown('minQuantity')}
          />
          <Switch
            mt="lg"
            label={t`Share with the team (resources)`}
            checked={values.shared}
            onChange={(event) => set({ shared: event.currentTarget.checked })}
          />
        </SimpleGrid>

        <Text fw={600}>
          <Trans>Specs</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PickMany
            label={t`Colours`}
            data={colors.map((entry) => ({ value: entry.value, label: entry.text }))}
            value={specColors}
            onChange={(next) => regrid(next, specSizes)}
            searchable
          />
          <TagsInput
            label={t`Sizes`}
            description={t`Press Enter after each size; they are sorted 33–53, S–XXXXXXL, 2XL–6XL`}
            value={specSizes}
            onChange={(next) => regrid(specColors, next)}
          />
        </SimpleGrid>
        {touched && errors.has('specs') && (
          <Text c="red" size="sm">
            <Trans>Add at least one colour and one size</Trans>
          </Text>
        )}
        {values.specs.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Colour`}</Table.Th>
                  <Table.Th>{t`Size`}</Table.Th>
                  <Table.Th>{t`Price (CNY)`}</Table.Th>
                  <Table.Th>{t`Cost (CNY)`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.specs.map((spec, index) => (
                  <Table.Tr key={`${spec.color}-${spec.size}`}>
                    <Table.Td>{colorName(spec.color)}</Table.Td>
                    <Table.Td>{spec.size}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        min={0}
                        decimalScale={2}
                        aria-label={t`Price of ${colorName(spec.color)} ${spec.size}`}
                        value={spec.price}
                        onChange={(value) => setSpec(index, { price: numberValue(value) })}
                        error={touched && errors.has(`specs.${index}.price`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        min={0}
                        decimalScale={2}
                        aria-label={t`Cost of ${colorName(spec.color)} ${spec.size}`}
                        value={spec.cost}
                        onChange={(value) => setSpec(index, { cost: numberValue(value) })}
                        error={touched && errors.has(`specs.${index}.cost`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        <Group justify="space-between">
          <Text fw={600}>
            <Trans>Print sides</Trans>
          </Text>
          <Button
            size="xs"
            variant="light"
            disabled={values.sides.length >= 12}
            onClick={() =>
              set({ sides: [...values.sides, { name: '', width: '', height: '', x: 0, y: 0, zoom: 100 }] })
            }
          >
            <Trans>Add side</Trans>
          </Button>
        </Group>
        {values.sides.map((side, index) => (
          // Sides have no stable id until saved; their position is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label={t`Side name`}
              w={140}
              maxLength={40}
              value={side.name}
              onChange={(event) => setSide(index, { name: event.currentTarget.value })}
              error={touched && errors.has(`sides.${index}.name`) ? t`Enter a name` : undefined}
            />
            {(['width', 'height', 'x', 'y'] as const).map((field) => (
              <NumberInput
                key={field}
                w={88}
                min={0}
                allowDecimal={false}
                label={{ width: t`Width (mm)`, height: t`Height (mm)`, x: t`Left (mm)`, y: t`Top (mm)` }[field]}
                value={side[field]}
                onChange={(value) => setSide(index, { [field]: numberValue(value) })}
                error={touched && errors.has(`sides.${index}.${field}`)}
              />
            ))}
            <NumberInput
              w={110}
              label={t`Zoom ratio`}
              allowDecimal={false}
              value={side.zoom}
              onChange={(value) => setSide(index, { zoom: numberValue(value) })}
              error={shown(`sides.${index}.zoom`)}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={t`Remove side`}
              disabled={values.sides.length <= 1}
              onClick={() => set({ sides: values.sides.filter((_, i) => i !== index) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {form.submitError ? <Alert color="red">{errorMessage(form.submitError)}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={!dirty} loading={form.submitting}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
