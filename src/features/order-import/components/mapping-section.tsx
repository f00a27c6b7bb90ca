// Which column of the file feeds which field: guessed from the kind's column names, each one
// changeable; required fields that no column feeds are flagged. Rows without a shop take the
// default shop chosen here.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Collapse, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { IMPORT_FIELDS, REQUIRED_IMPORT_FIELDS } from '../../../contract/order-import'
import { FIELD_LABELS } from '../import-labels'
import type { ColumnMapping, MappingTarget, ShopChoice } from '../mapping'

export interface MappingSectionProps {
  headers: readonly string[]
  mapping: ColumnMapping
  onChange: (mapping: ColumnMapping) => void
  /** Fields a kind fills by itself (Taobao: country); not required from the file. */
  implied: ReadonlySet<string>
  hasVariation: boolean
  shops: readonly ShopChoice[] | null
  defaultShop: string | null
  onDefaultShopChange: (shopId: string | null) => void
}

export function MappingSection(props: MappingSectionProps) {
  const { t, i18n } = useLingui()
  // Open at first only when something is missing: a recognised file goes straight to the preview.
  const [open, setOpen] = useState<boolean | null>(null)
  const { headers, mapping, onChange, implied } = props
  const columnOptions = headers.map((header, index) => ({
    value: String(index),
    label: header || t`Column ${index + 1}`,
  }))
  const targets: MappingTarget[] = [...IMPORT_FIELDS, ...(props.hasVariation ? (['variation'] as const) : [])]
  const missing = REQUIRED_IMPORT_FIELDS.filter(
    (field) => mapping[field] === undefined && !implied.has(field) && !(field === 'shop' && props.defaultShop !== null),
  )
  const expanded = open ?? missing.length > 0
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>
            <Trans>Columns</Trans>
          </Title>
          <Group gap="xs">
            {missing.length > 0 ? (
              <Badge color="red" variant="light">
                <Trans>{missing.length} required fields have no column</Trans>
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                <Trans>Every required field has a column</Trans>
              </Badge>
            )}
            <Button variant="subtle" size="compact-sm" onClick={() => setOpen(!expanded)} aria-expanded={expanded}>
              {expanded ? <Trans>Hide columns</Trans> : <Trans>Change columns</Trans>}
            </Button>
          </Group>
        </Group>
        <Select
          label={t`Shop for rows without one`}
          description={t`Used when the file has no shop column or a row leaves it empty.`}
          placeholder={t`Choose a shop`}
          data={(props.shops ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
          value={props.defaultShop}
          onChange={props.onDefaultShopChange}
          searchable
          clearable
          maw={480}
        />
        <Collapse expanded={expanded}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
            {targets.map((field) => {
              const required = field !== 'variation' && REQUIRED_IMPORT_FIELDS.includes(field)
              const unmet = field !== 'variation' && missing.includes(field)
              return (
                <Select
                  key={field}
                  label={i18n._(FIELD_LABELS[field])}
                  withAsterisk={required && !implied.has(field)}
                  placeholder={implied.has(field) ? t`Filled in for this kind` : t`Not in the file`}
                  data={columnOptions}
                  value={mapping[field] === undefined ? null : String(mapping[field])}
                  onChange={(value) => {
                    const next = { ...mapping }
                    if (value === null) delete next[field]
                    else next[field] = Number(value)
                    onChange(next)
                  }}
                  error={unmet ? t`Choose the column with this field` : undefined}
                  clearable
                  searchable
                  comboboxProps={{ withinPortal: true }}
                />
              )
            })}
          </SimpleGrid>
        </Collapse>
        <Text size="xs" c="dimmed">
          <Trans>Rows with the same order number and shop become one order with several lines.</Trans>
        </Text>
      </Stack>
    </Paper>
  )
}
