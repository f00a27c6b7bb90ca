// The form of one listing price template. The contract's schema validates it as it is typed
// (markup must be greater than 50; lowest price, highest price and quantity are required).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import {
  listingPrice,
  type PriceTemplateRow,
  priceTemplateSaveSchema,
  ROUNDINGS,
  type Rounding,
} from '../../../contract/generation'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useSaveTemplate } from '../api/price-templates'
import { ROUNDING_LABELS } from '../generation-labels'
import { issuesByField, useRuleText } from './rule-text'

const yuan = (minor: number | undefined) => (minor === undefined ? '' : minor / 100)
const minor = (value: number | string) => (value === '' || value === undefined ? null : Math.round(Number(value) * 100))

export interface PriceTemplateFormProps {
  template: PriceTemplateRow | null
  onDone: () => void
  /** Told whether the form differs from what it opened with, so closing can ask first. */
  onDirty?: (dirty: boolean) => void
}

export function PriceTemplateForm({ template, onDone, onDirty }: PriceTemplateFormProps) {
  const { t, i18n } = useLingui()
  const ruleText = useRuleText()
  const save = useSaveTemplate()
  const [name, setName] = useState(template?.name ?? '')
  const [markup, setMarkup] = useState<number | string>(template?.markupPercent ?? 80)
  const [addOn, setAddOn] = useState<number | string>(yuan(template?.addOn ?? 0))
  const [rounding, setRounding] = useState<Rounding>(template?.rounding ?? 'ninety_nine')
  const [minPrice, setMinPrice] = useState<number | string>(yuan(template?.minPrice))
  const [maxPrice, setMaxPrice] = useState<number | string>(yuan(template?.maxPrice))
  const [quantity, setQuantity] = useState<number | string>(template?.quantity ?? '')
  const [submitted, setSubmitted] = useState(false)

  const input = {
    ...(template ? { id: template.id, version: template.version } : {}),
    name,
    markupPercent: markup === '' ? Number.NaN : Number(markup),
    addOn: minor(addOn) ?? 0,
    rounding,
    minPrice: minor(minPrice),
    maxPrice: minor(maxPrice),
    quantity: quantity === '' ? null : Number(quantity),
  }
  // What the form opened with, to tell a change from a look.
  const [opened] = useState(() => JSON.stringify(input))
  const dirty = JSON.stringify(input) !== opened
  useEffect(() => onDirty?.(dirty), [dirty, onDirty])
  const parsed = priceTemplateSaveSchema.safeParse(input)
  const errors = parsed.success ? {} : issuesByField(parsed.error.issues)
  const show = (field: string) => (submitted || field === 'markupPercent' ? ruleText(errors[field]) : undefined)
  const example = parsed.success
    ? listingPrice(2000, { ...parsed.data, minPrice: parsed.data.minPrice ?? 0, maxPrice: parsed.data.maxPrice ?? 0 })
    : null

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (!parsed.success) return
        save.mutate(input, {
          onSuccess: () => {
            notifySuccess(t`Saved`)
            onDone()
          },
        })
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Template name`}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={show('name')}
        />
        <NumberInput
          label={t`Markup (%)`}
          description={t`Added to the cost of each spec`}
          required
          allowDecimal={false}
          min={0}
          max={1000}
          value={markup}
          onChange={setMarkup}
          error={show('markupPercent')}
        />
        <NumberInput label={t`Fixed add-on (¥)`} min={0} decimalScale={2} value={addOn} onChange={setAddOn} />
        <Select
          label={t`Rounding`}
          data={ROUNDINGS.map((value) => ({ value, label: i18n._(ROUNDING_LABELS[value]) }))}
          value={rounding}
          onChange={(value) => value && setRounding(value as Rounding)}
          allowDeselect={false}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t`Lowest price (¥)`}
            required
            min={0}
            decimalScale={2}
            value={minPrice}
            onChange={setMinPrice}
            error={show('minPrice')}
          />
          <NumberInput
            label={t`Highest price (¥)`}
            required
            min={0}
            decimalScale={2}
            value={maxPrice}
            onChange={setMaxPrice}
            error={show('maxPrice')}
          />
        </Group>
        <NumberInput
          label={t`Quantity per spec`}
          required
          allowDecimal={false}
          min={1}
          max={100000}
          value={quantity}
          onChange={setQuantity}
          error={show('quantity')}
        />
        {example !== null && (
          <Text size="sm" c="dimmed">
            <Trans>A spec costing ¥20.00 is listed at {formatMoney(example, 'CNY', i18n.locale)}</Trans>
          </Text>
        )}
        {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
