// The preview grid: every picture × model pair judged before anything runs, by the same rule
// the job applies (the DPI it would print at on the worst side used; skipped under the floor or
// when the model has no print area).
import { useLingui } from '@lingui/react/macro'
import { Badge, Card, SimpleGrid, Text } from '@mantine/core'
import { type PlacementRule, placeByRule } from '../../../contract/design-batch'
import type { ProductRow, ProductSide } from '../../../contract/goods'
import type { MaterialRow } from '../../../contract/materials'

export function BatchPreview({
  pictures,
  models,
  sides,
  rule,
}: {
  pictures: MaterialRow[]
  models: ProductRow[]
  sides: Map<string, ProductSide[]>
  rule: PlacementRule
}) {
  const { t } = useLingui()
  const judge = (material: MaterialRow, model: ProductRow) => {
    const all = model.sideCount === 0 ? [] : sides.get(model.id)
    if (!all) return { color: 'gray', label: '…' }
    const used = rule.sides === 'all' ? all : all.slice(0, 1)
    if (used.length === 0) return { color: 'gray', label: t`Skip: no print area` }
    const worst = used
      .map((side) => placeByRule(material, side, rule))
      .reduce((low, placed) => (placed.dpi < low.dpi ? placed : low))
    if (worst.level === 'refused') return { color: 'red', label: t`Skip: ${worst.dpi} DPI` }
    return { color: worst.level === 'low' ? 'orange' : 'teal', label: t`${worst.dpi} DPI` }
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs" data-testid="batch-preview">
      {pictures.flatMap((material) =>
        models.map((model) => {
          const judged = judge(material, model)
          return (
            <Card key={`${material.id}-${model.id}`} withBorder padding={6} data-testid="batch-pair">
              <Text size="xs" truncate>
                {material.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {model.title}
              </Text>
              <Badge color={judged.color} variant="light" size="sm" style={{ textTransform: 'none' }}>
                {judged.label}
              </Badge>
            </Card>
          )
        }),
      )}
    </SimpleGrid>
  )
}
