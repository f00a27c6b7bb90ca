// The strategy part of the drawer: name, shop, price template, title template and the designs
// (material categories, every category below a chosen one included).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { PickMany } from '../../../components/pick-many'
import { type StrategyDetail, strategySaveSchema } from '../../../contract/generation'
import { errorMessage } from '../../../lib/error-message'
import { schemaIssues } from '../../../lib/form-schema'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useSaveStrategy } from '../api/strategies'
import { useRuleText } from './rule-text'

// Shown literally: placeholders of the title template, not of the message.
const DESIGN_TOKEN = '{design}'
const PRODUCT_TOKEN = '{product}'

export interface Option {
  value: string
  label: string
}

export interface StrategyOptions {
  shops: Option[]
  templates: Option[]
  materialCategories: Option[]
  /** The tenant's materials, to pick single designs besides whole categories. */
  materials: Option[]
  products: Option[]
}

type StrategyFormValues = ReturnType<typeof formValuesOf>

/** The one mapping from a strategy (or none: a new one) to the form's values. */
function formValuesOf(strategy: StrategyDetail | null) {
  return {
    name: strategy?.name ?? '',
    shopId: strategy?.shopId ?? '',
    priceTemplateId: strategy?.priceTemplateId ?? '',
    titleTemplate: strategy?.titleTemplate ?? '{design} {product}',
    materialCategoryIds: strategy?.materialCategoryIds ?? [],
    materialIds: strategy?.materialIds ?? [],
  }
}

export function StrategyForm({
  strategy,
  options,
  onSaved,
  onDirty,
}: {
  strategy: StrategyDetail | null
  options: StrategyOptions
  onSaved: (saved: StrategyDetail) => void
  /** Told whether the form differs from what it opened with, so closing can ask first. */
  onDirty?: (dirty: boolean) => void
}) {
  const { t } = useLingui()
  const ruleText = useRuleText()
  const save = useSaveStrategy()
  const inputOf = (values: StrategyFormValues) => ({
    ...(strategy ? { id: strategy.id, version: strategy.version } : {}),
    ...values,
  })
  const form = useForm({
    // Compared with the strategy as last saved (not as first opened), so a save makes the form clean.
    initialValues: formValuesOf(strategy),
    onDirty,
    validate: (values) => {
      const issues = schemaIssues(strategySaveSchema, inputOf(values), (path) => String(path[0] ?? ''))
      return Object.fromEntries(
        [...issues].map(([field, issue]) => [field, field === 'materialIds' ? ruleText(issue.message) : t`Required`]),
      )
    },
  })
  const { values, errors, setFieldValue: set } = form
  // The kit awaits the save: a refusal shows in the alert.
  const submit = form.onSubmit(async () => {
    const saved = await save.mutateAsync(inputOf(values))
    notifySuccess(t`Saved`)
    if ('products' in saved) onSaved(saved)
  })
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t`Strategy name`}
          required
          maxLength={100}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
        />
        <Select
          label={t`Shop`}
          required
          searchable
          data={options.shops}
          value={values.shopId || null}
          onChange={(value) => set('shopId', value ?? '')}
          error={errors.shopId}
        />
        <Select
          label={t`Price template`}
          required
          data={options.templates}
          value={values.priceTemplateId || null}
          onChange={(value) => set('priceTemplateId', value ?? '')}
          error={errors.priceTemplateId}
        />
        <TextInput
          label={t`Title template`}
          description={t`${DESIGN_TOKEN} and ${PRODUCT_TOKEN} are replaced by the design and model names`}
          required
          maxLength={200}
          value={values.titleTemplate}
          onChange={(event) => set('titleTemplate', event.currentTarget.value)}
          error={errors.titleTemplate}
        />
        <PickMany
          label={t`Design categories`}
          searchable
          data={options.materialCategories}
          value={values.materialCategoryIds}
          onChange={(value) => set('materialCategoryIds', value)}
        />
        <PickMany
          label={t`Single designs`}
          searchable
          data={options.materials}
          value={values.materialIds}
          onChange={(value) => set('materialIds', value)}
          error={errors.materialIds}
        />
        {form.submitError ? <Alert color="red">{errorMessage(form.submitError)}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {strategy ? <Trans>Save strategy</Trans> : <Trans>Create strategy</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
