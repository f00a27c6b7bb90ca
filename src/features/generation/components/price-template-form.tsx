// The form of one listing price template, on the form kit. The contract's schema validates it as
// it is typed (markup must be greater than 50, said at once; lowest price, highest price and
// quantity are required, said once the user tries to save or leaves the field changed).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import {
  listingPrice,
  type PriceTemplateRow,
  priceTemplateSaveSchema,
  ROUNDINGS,
  type Rounding,
} from '../../../contract/generation'
import { errorMessage } from '../../../lib/error-message'
import { schemaIssues } from '../../../lib/form-schema'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useSaveTemplate } from '../api/price-templates'
import { ROUNDING_LABELS } from '../generation-labels'
import { useRuleText } from './rule-text'

const yuan = (minor: number | undefined) => (minor === undefined ? '' : minor / 100)
const minor = (value: number | string) => (value === '' || value === undefined ? null : Math.round(Number(value) * 100))

export interface PriceTemplateFormProps {
  template: PriceTemplateRow | null
  onDone: () => void
  /** Told whether the form differs from what it opened with, so closing can ask first. */
  onDirty?: (dirty: boolean) => void
}

/** The form's values: prices in yuan as typed, numbers as the inputs hold them ('' when empty). */
function valuesOf(template: PriceTemplateRow | null) {
  return {
    name: template?.name ?? '',
    markupPercent: (template?.markupPercent ?? 80) as number | string,
    addOn: yuan(template?.addOn ?? 0) as number | string,
    rounding: template?.rounding ?? ('ninety_nine' as Rounding),
    minPrice: yuan(template?.minPrice) as number | string,
    maxPrice: yuan(template?.maxPrice) as number | string,
    quantity: (template?.quantity ?? '') as number | string,
  }
}
type TemplateValues = ReturnType<typeof valuesOf>

function inputOf(values: TemplateValues, template: PriceTemplateRow | null) {
  return {
    ...(template ? { id: template.id, version: template.version } : {}),
    name: values.name,
    markupPercent: values.markupPercent === '' ? Number.NaN : Number(values.markupPercent),
    addOn: minor(values.addOn) ?? 0,
    rounding: values.rounding,
    minPrice: minor(values.minPrice),
    maxPrice: minor(values.maxPrice),
    quantity: values.quantity === '' ? null : Number(values.quantity),
  }
}

export function PriceTemplateForm({ template, onDone, onDirty }: PriceTemplateFormProps) {
  const { t, i18n } = useLingui()
  const ruleText = useRuleText()
  const save = useSaveTemplate()
  const [initialValues] = useState(() => valuesOf(template))
  const form = useForm({
    initialValues,
    onDirty,
    validate: (values) => {
      const issues = schemaIssues(priceTemplateSaveSchema, inputOf(values, template), (path) => String(path[0] ?? ''))
      return Object.fromEntries([...issues].map(([field, issue]) => [field, ruleText(issue.message)]))
    },
    // The markup's rule (greater than 50) is said as it is typed.
    live: ['markupPercent'],
  })
  const { values, errors, setFieldValue: set } = form
  const parsed = priceTemplateSaveSchema.safeParse(inputOf(values, template))
  const example = parsed.success
    ? listingPrice(2000, { ...parsed.data, minPrice: parsed.data.minPrice ?? 0, maxPrice: parsed.data.maxPrice ?? 0 })
    : null
  // The kit awaits the save: a refusal shows in the alert.
  const submit = form.onSubmit(async () => {
    await save.mutateAsync(inputOf(values, template))
    notifySuccess(t`Saved`)
    onDone()
  })

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label={t`Template name`} required maxLength={100} {...form.getInputProps('name')} />
        <NumberInput
          label={t`Markup (%)`}
          description={t`Added to the cost of each spec`}
          required
          allowDecimal={false}
          min={0}
          max={1000}
          value={values.markupPercent}
          onChange={(value) => set('markupPercent', value)}
          error={errors.markupPercent}
        />
        <NumberInput
          label={t`Fixed add-on (¥)`}
          min={0}
          decimalScale={2}
          value={values.addOn}
          onChange={(value) => set('addOn', value)}
        />
        <Select
          label={t`Rounding`}
          data={ROUNDINGS.map((value) => ({ value, label: i18n._(ROUNDING_LABELS[value]) }))}
          value={values.rounding}
          onChange={(value) => value && set('rounding', value as Rounding)}
          allowDeselect={false}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t`Lowest price (¥)`}
            required
            min={0}
            decimalScale={2}
            value={values.minPrice}
            onChange={(value) => set('minPrice', value)}
            error={errors.minPrice}
          />
          <NumberInput
            label={t`Highest price (¥)`}
            required
            min={0}
            decimalScale={2}
            value={values.maxPrice}
            onChange={(value) => set('maxPrice', value)}
            error={errors.maxPrice}
          />
        </Group>
        <NumberInput
          label={t`Quantity per spec`}
          required
          allowDecimal={false}
          min={1}
          max={100000}
          value={values.quantity}
          onChange={(value) => set('quantity', value)}
          error={errors.quantity}
        />
        {example !== null && (
          <Text size="sm" c="dimmed">
            <Trans>A spec costing ¥20.00 is listed at {formatMoney(example, 'CNY', i18n.locale)}</Trans>
          </Text>
        )}
        {form.submitError ? <Alert color="red">{errorMessage(form.submitError)}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
