import { useLingui } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import type { ProductionStage } from '../../../contract/production'
import { STAGE_COLORS, STAGE_LABELS } from '../../../lookups/stage-labels'

export function StageBadge({ stage }: { stage: ProductionStage }) {
  const { t } = useLingui()
  return (
    <Badge
      size="lg"
      tt="none"
      style={{ flexShrink: 0 }}
      color={STAGE_COLORS[stage]}
      data-testid="job-stage"
      data-stage={stage}
    >
      {t(STAGE_LABELS[stage])}
    </Badge>
  )
}
