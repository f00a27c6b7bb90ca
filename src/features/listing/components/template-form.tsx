// /platform/{channel}?id=new|<id>: a channel template — shop, the channel's category (its tree as
// the channel serves it) and that category's attributes, title and description patterns, price
// template, handling time and image order. The server checks the attributes again on save and its
// field errors land on their fields.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useEffect, useMemo } from 'react'
import type { Channel } from '../../../contract/dictionaries'
import {
  type ChannelCategory,
  type ListingTemplateRow,
  PATTERN_PLACEHOLDERS,
  type TemplateSaveInput,
} from '../../../contract/listing'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useCategories, useChannelShops, usePriceTemplates, useSaveChannelTemplate } from '../api/templates'

function leaves(
  tree: ChannelCategory[],
  path: string[] = [],
): { value: string; label: string; node: ChannelCategory }[] {
  return tree.flatMap((node) =>
    node.children.length === 0
      ? [{ value: node.id, label: [...path, node.name].join(' › '), node }]
      : leaves(node.children, [...path, node.name]),
  )
}

export interface TemplateFormProps {
  channel: Channel
  template: ListingTemplateRow | null
  onSaved: (saved: ListingTemplateRow) => void
  onCancel: () => void
}

export function TemplateForm({ channel, template, onSaved, onCancel }: TemplateFormProps) {
  const { t } = useLingui()
  const form = useForm<TemplateSaveInput>({
    initialValues: {
      id: template?.id,
      version: template?.version,
      channel,
      shopId: template?.shopId ?? '',
      name: template?.name ?? '',
      categoryId: template?.categoryId ?? '',
      attributes: template?.attributes ?? {},
      titlePattern: template?.titlePattern ?? '{design} {model}',
      descriptionPattern: template?.descriptionPattern ?? '{design} — {model}',
      priceTemplateId: template?.priceTemplateId ?? '',
      handlingDays: template?.handlingDays ?? 3,
      imageOrder: template?.imageOrder ?? 'design_first',
    },
  })
  const { values, setValues: set } = form
  // The server's field errors (a missing required attribute, an unknown category …) land on their fields.
  const fieldErrors = form.errors
  const shops = useChannelShops(channel).data ?? []
  const categories = useCategories(values.shopId || null)
  const prices = usePriceTemplates().data?.data ?? []
  const save = useSaveChannelTemplate()
  const options = useMemo(() => leaves(categories.data ?? []), [categories.data])
  const leaf = options.find((option) => option.value === values.categoryId)?.node
  const templateVersion = template?.version
  useEffect(() => {
    if (templateVersion !== undefined) set({ version: templateVersion })
  }, [templateVersion, set])

  const submit = form.onSubmit(async (input) => {
    const saved = await save.mutateAsync(input)
    notifySuccess(t`Template saved`)
    onSaved(saved)
  })
  return (
    <Paper withBorder p="md" radius="md" maw={760}>
      <Stack gap="sm">
        <TextInput
          label={t`Template name`}
          required
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={fieldErrors.name}
        />
        <Select
          label={t`Shop`}
          required
          data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
          value={values.shopId || null}
          onChange={(value) => set({ shopId: value ?? '', categoryId: '', attributes: {} })}
          error={fieldErrors.shopId}
        />
        <Select
          label={t`Channel category`}
          required
          searchable
          disabled={!values.shopId}
          data={options.map(({ value, label }) => ({ value, label }))}
          value={values.categoryId || null}
          onChange={(value) => set({ categoryId: value ?? '' })}
          error={fieldErrors.categoryId ?? (categories.isError ? errorMessage(categories.error) : undefined)}
          description={categories.isFetching ? t`Reading the channel's categories…` : undefined}
        />
        {leaf?.attributes.map((attribute) =>
          attribute.options.length > 0 ? (
            <Select
              key={attribute.code}
              label={attribute.label}
              required={attribute.required}
              clearable={!attribute.required}
              data={attribute.options}
              value={values.attributes[attribute.code] || null}
              onChange={(value) => set({ attributes: { ...values.attributes, [attribute.code]: value ?? '' } })}
              error={fieldErrors[`attributes.${attribute.code}`]}
            />
          ) : (
            <TextInput
              key={attribute.code}
              label={attribute.label}
              required={attribute.required}
              value={values.attributes[attribute.code] ?? ''}
              onChange={(e) => set({ attributes: { ...values.attributes, [attribute.code]: e.currentTarget.value } })}
              error={fieldErrors[`attributes.${attribute.code}`]}
            />
          ),
        )}
        <TextInput
          label={t`Title pattern`}
          required
          value={values.titlePattern}
          onChange={(e) => set({ titlePattern: e.currentTarget.value })}
          description={t`Placeholders: ${PATTERN_PLACEHOLDERS.join(' ')}`}
          error={fieldErrors.titlePattern}
        />
        <Textarea
          label={t`Description pattern`}
          autosize
          minRows={2}
          value={values.descriptionPattern}
          onChange={(e) => set({ descriptionPattern: e.currentTarget.value })}
          error={fieldErrors.descriptionPattern}
        />
        <Select
          label={t`Price template`}
          required
          data={prices.map((row) => ({ value: row.id, label: row.name }))}
          value={values.priceTemplateId || null}
          onChange={(value) => set({ priceTemplateId: value ?? '' })}
          error={fieldErrors.priceTemplateId}
        />
        <NumberInput
          label={t`Handling time (days)`}
          min={1}
          max={30}
          value={values.handlingDays}
          onChange={(value) => set({ handlingDays: Number(value) || 1 })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>Image order</Trans>
          </Text>
          <SegmentedControl
            data={[
              { value: 'design_first', label: t`Design first` },
              { value: 'model_first', label: t`Model photo first` },
            ]}
            value={values.imageOrder}
            onChange={(value) => set({ imageOrder: value as TemplateSaveInput['imageOrder'] })}
          />
        </Stack>
        {form.submitError ? <Alert color="red">{errorMessage(form.submitError)}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => submit()}
            loading={form.submitting}
            disabled={!values.name || !values.shopId || !values.categoryId || !values.priceTemplateId}
          >
            <Trans>Save template</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
