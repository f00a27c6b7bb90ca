// Add or edit a shipping rule: destination, currency, first weight and its price, additional
// weight and its price (SPEC.md §3 labels). Prices are typed in major units and sent in minor
// units; weights in grams. Validation is the contract's schema; leaving a changed form asks first.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import {
  SHIPPING_RULE_CURRENCIES,
  type ShippingRuleInput,
  type ShippingRuleRow,
  shippingRuleInputSchema,
} from '../../../contract/platform-sync'
import { ApiError } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { majorToMinor, minorToMajor } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useSaveRule } from '../api/save-rule'
import type { ShippingLookups } from '../lookups'

interface Values {
  country: string
  currency: string
  firstWeight: number | string
  firstPrice: number | string
  additionalWeight: number | string
  additionalPrice: number | string
}

const valuesOf = (rule: ShippingRuleRow | null): Values =>
  rule
    ? {
        country: rule.country,
        currency: rule.currency,
        firstWeight: rule.firstWeight,
        firstPrice: minorToMajor(rule.firstPrice, rule.currency),
        additionalWeight: rule.additionalWeight,
        additionalPrice: minorToMajor(rule.additionalPrice, rule.currency),
      }
    : { country: '*', currency: 'CNY', firstWeight: 1000, firstPrice: '', additionalWeight: 1000, additionalPrice: '' }

export interface RuleFormProps {
  expressCode: string
  companyName: string
  /** null: a new rule. */
  rule: ShippingRuleRow | null
  lookups: ShippingLookups
  onClose: () => void
}

export function RuleForm({ expressCode, companyName, rule, lookups, onClose }: RuleFormProps) {
  const { t } = useLingui()
  const initial = valuesOf(rule)
  const [values, setValues] = useState<Values>(initial)
  const [key] = useState(() => crypto.randomUUID())
  const [confirmLeave, setConfirmLeave] = useState(false)
  const save = useSaveRule()
  const dirty = JSON.stringify(values) !== JSON.stringify(initial)
  const set = (field: keyof Values) => (value: string | number | null) =>
    setValues((v) => ({ ...v, [field]: value ?? '' }))

  const input: Partial<ShippingRuleInput> = {
    expressCode,
    country: values.country,
    currency: values.currency as ShippingRuleInput['currency'],
    firstWeight: Number(values.firstWeight),
    additionalWeight: Number(values.additionalWeight),
    firstPrice: majorToMinor(values.firstPrice, values.currency) ?? Number.NaN,
    additionalPrice: majorToMinor(values.additionalPrice, values.currency) ?? Number.NaN,
  }
  const parsed = shippingRuleInputSchema.safeParse(input)
  const fieldError = (field: keyof ShippingRuleInput) => {
    if (parsed.success || !dirty) return undefined
    const issue = parsed.error.issues.find((i) => i.path[0] === field)
    if (!issue) return undefined
    return field.endsWith('Weight')
      ? t`Whole grams, 1 or more`
      : field.endsWith('Price')
        ? t`An amount of 0 or more`
        : t`Required`
  }
  const serverError = save.error instanceof ApiError ? save.error.message : save.error ? errorMessage(save.error) : null
  const close = () => (dirty && !save.isSuccess ? setConfirmLeave(true) : onClose())

  return (
    <Modal opened onClose={close} title={rule ? t`Edit shipping rule` : t`Add shipping rule`} centered>
      {confirmLeave ? (
        <Stack>
          <Text size="sm">
            <Trans>Discard the changes to this rule?</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmLeave(false)}>
              <Trans>Keep editing</Trans>
            </Button>
            <Button color="red" onClick={onClose}>
              <Trans>Discard</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (!parsed.success) return
            save.mutate(
              { ...parsed.data, id: rule?.id, version: rule?.version, key },
              {
                onSuccess: () => {
                  notifySuccess(t`Shipping rule saved`)
                  onClose()
                },
              },
            )
          }}
        >
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {companyName}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <Select
                label={t`Destination`}
                searchable
                data={[
                  { value: '*', label: t`Every destination` },
                  ...lookups.countries.map((c) => ({ value: c.value, label: c.text })),
                ]}
                value={values.country}
                onChange={set('country')}
                allowDeselect={false}
              />
              <Select
                label={t`Currency`}
                data={[...SHIPPING_RULE_CURRENCIES]}
                value={values.currency}
                onChange={set('currency')}
                allowDeselect={false}
              />
              <NumberInput
                label={t`First weight (g)`}
                min={1}
                step={100}
                allowDecimal={false}
                value={values.firstWeight}
                onChange={set('firstWeight')}
                error={fieldError('firstWeight')}
              />
              <NumberInput
                label={t`First-weight price`}
                min={0}
                decimalScale={2}
                value={values.firstPrice}
                onChange={set('firstPrice')}
                error={fieldError('firstPrice')}
              />
              <NumberInput
                label={t`Additional weight (g)`}
                min={1}
                step={100}
                allowDecimal={false}
                value={values.additionalWeight}
                onChange={set('additionalWeight')}
                error={fieldError('additionalWeight')}
              />
              <NumberInput
                label={t`Additional-weight price`}
                min={0}
                decimalScale={2}
                value={values.additionalPrice}
                onChange={set('additionalPrice')}
                error={fieldError('additionalPrice')}
              />
            </SimpleGrid>
            {serverError && <Alert color="red">{serverError}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" disabled={!parsed.success || !dirty} loading={save.isPending}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
