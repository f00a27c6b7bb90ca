// The strategy part of the drawer: name, shop, price template, title template and the designs
// (material categories, every category below a chosen one included).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { PickMany } from '../../../components/pick-many'
import { type StrategyDetail, strategySaveSchema } from '../../../contract/generation'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useSaveStrategy } from '../api/strategies'
import { issuesByField, useRuleText } from './rule-text'

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
  const initial = formValuesOf(strategy)
  const [name, setName] = useState(initial.name)
  const [shopId, setShopId] = useState<string | null>(initial.shopId || null)
  const [priceTemplateId, setTemplate] = useState<string | null>(initial.priceTemplateId || null)
  const [titleTemplate, setTitle] = useState(initial.titleTemplate)
  const [categories, setCategories] = useState<string[]>(initial.materialCategoryIds)
  const [picked, setPicked] = useState<string[]>(initial.materialIds)
  const [submitted, setSubmitted] = useState(false)
  const edited: StrategyFormValues = {
    name,
    shopId: shopId ?? '',
    priceTemplateId: priceTemplateId ?? '',
    titleTemplate,
    materialCategoryIds: categories,
    materialIds: picked,
  }
  const input = { ...(strategy ? { id: strategy.id, version: strategy.version } : {}), ...edited }
  // Compared with the strategy as last saved (not as first opened), so a save makes the form clean.
  const dirty = JSON.stringify(edited) !== JSON.stringify(initial)
  useEffect(() => onDirty?.(dirty), [dirty, onDirty])
  const parsed = strategySaveSchema.safeParse(input)
  const errors = parsed.success || !submitted ? {} : issuesByField(parsed.error.issues)
  const required = (field: string) => (errors[field] ? t`Required` : undefined)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (!parsed.success) return
        save.mutate(input, {
          onSuccess: (saved) => {
            notifySuccess(t`Saved`)
            if ('products' in saved) onSaved(saved)
          },
        })
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Strategy name`}
          required
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={required('name')}
        />
        <Select
          label={t`Shop`}
          required
          searchable
          data={options.shops}
          value={shopId}
          onChange={setShopId}
          error={required('shopId')}
        />
        <Select
          label={t`Price template`}
          required
          data={options.templates}
          value={priceTemplateId}
          onChange={setTemplate}
          error={required('priceTemplateId')}
        />
        <TextInput
          label={t`Title template`}
          description={t`${DESIGN_TOKEN} and ${PRODUCT_TOKEN} are replaced by the design and model names`}
          required
          maxLength={200}
          value={titleTemplate}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <PickMany
          label={t`Design categories`}
          searchable
          data={options.materialCategories}
          value={categories}
          onChange={setCategories}
        />
        <PickMany
          label={t`Single designs`}
          searchable
          data={options.materials}
          value={picked}
          onChange={setPicked}
          error={ruleText(errors.materialIds)}
        />
        {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {strategy ? <Trans>Save strategy</Trans> : <Trans>Create strategy</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
