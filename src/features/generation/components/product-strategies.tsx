// The product strategies of a strategy: which models it makes goods of, at what zoom ratio and
// placement, optionally with their own price template. Add, change (same model again) and remove.
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Alert, Button, Card, Group, NumberInput, Select, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import {
  PLACEMENTS,
  type Placement,
  productStrategySaveSchema,
  type StrategyDetail,
} from '../../../contract/generation'
import { errorMessage } from '../../../lib/error-message'
import { schemaIssues } from '../../../lib/form-schema'
import { notifyFailure } from '../../../lib/notify'
import { useDeleteProductStrategy, useSaveProductStrategy } from '../api/strategies'
import { PLACEMENT_LABELS } from '../generation-labels'
import { useRuleText } from './rule-text'
import type { StrategyOptions } from './strategy-form'

export function ProductStrategies({ strategy, options }: { strategy: StrategyDetail; options: StrategyOptions }) {
  const { t, i18n } = useLingui()
  const ruleText = useRuleText()
  const save = useSaveProductStrategy()
  const remove = useDeleteProductStrategy()
  const [productId, setProductId] = useState<string | null>(null)
  const [zoom, setZoom] = useState<number | string>(100)
  const [placement, setPlacement] = useState<Placement>('center')
  const [template, setTemplate] = useState<string | null>(null)
  const input = {
    strategyId: strategy.id,
    productId: productId ?? '',
    zoom: zoom === '' ? Number.NaN : Number(zoom),
    placement,
    priceTemplateId: template,
  }
  const issues = schemaIssues(productStrategySaveSchema, input)
  const templateName = (id: string | null) => options.templates.find((one) => one.value === id)?.label
  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>Product models</Trans>
      </Text>
      {strategy.products.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No product models yet: add the models this strategy makes goods of.</Trans>
        </Text>
      )}
      {strategy.products.map((row) => (
        <Card key={row.id} withBorder padding="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {row.productTitle}
              </Text>
              <Text size="xs" c="dimmed">
                {t`Zoom ${row.zoom}%`} · {i18n._(PLACEMENT_LABELS[row.placement])}
                {row.priceTemplateId ? ` · ${templateName(row.priceTemplateId) ?? ''}` : ''}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t`Remove ${row.productTitle}`}
              loading={remove.isPending && remove.variables === row.id}
              onClick={() => remove.mutate(row.id, { onError: (error) => notifyFailure(errorMessage(error)) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      <Card withBorder padding="sm" radius="sm" bg="var(--mantine-color-default-hover)">
        <Stack gap="xs">
          <Select
            label={t`Product model`}
            searchable
            data={options.products}
            value={productId}
            onChange={setProductId}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t`Zoom ratio (%)`}
              allowDecimal={false}
              value={zoom}
              onChange={setZoom}
              error={ruleText(issues.get('zoom')?.message)}
            />
            <Select
              label={t`Placement`}
              allowDeselect={false}
              data={PLACEMENTS.map((value) => ({ value, label: i18n._(PLACEMENT_LABELS[value]) }))}
              value={placement}
              onChange={(value) => value && setPlacement(value as Placement)}
            />
          </Group>
          <Select
            label={t`Own price template (optional)`}
            clearable
            data={options.templates}
            value={template}
            onChange={setTemplate}
          />
          {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
          <Button
            variant="light"
            disabled={issues.size > 0}
            loading={save.isPending}
            onClick={() => save.mutate(input, { onSuccess: () => setProductId(null) })}
          >
            <Trans>Add product model</Trans>
          </Button>
        </Stack>
      </Card>
    </Stack>
  )
}
