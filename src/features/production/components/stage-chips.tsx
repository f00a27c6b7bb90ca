// Stage filter chips with the number of jobs in each, scrolling sideways on narrow screens.
import { useLingui } from '@lingui/react/macro'
import { Chip, Group, ScrollArea } from '@mantine/core'
import { ALL_PRODUCTION_STAGES, type ProductionStage } from '../../../contract/production'
import { STAGE_LABELS } from '../../../lookups/stage-labels'

const ALL = 'all'

export function StageChips({
  value,
  counts,
  total,
  onChange,
}: {
  value: ProductionStage | undefined
  counts: Record<ProductionStage, number>
  total: number
  onChange: (stage: ProductionStage | undefined) => void
}) {
  const { t } = useLingui()
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Chip.Group
        value={value ?? ALL}
        onChange={(next) => onChange(next === ALL ? undefined : (next as ProductionStage))}
      >
        <Group gap="xs" wrap="nowrap" role="group" aria-label={t`Filter by stage`}>
          <Chip value={ALL} size="lg" radius="md" data-testid="stage-chip-all">
            {t`All`} {total}
          </Chip>
          {ALL_PRODUCTION_STAGES.map((stage) => (
            <Chip key={stage} value={stage} size="lg" radius="md" data-testid={`stage-chip-${stage}`}>
              {t(STAGE_LABELS[stage])} {counts[stage]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  )
}
