// Labels and colours of the production stages (src/contract/production.ts), declared once.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ProductionStage } from '../contract/production'

export const STAGE_LABELS: Record<ProductionStage, MessageDescriptor> = {
  queued: msg`Queued`,
  printing: msg`Printing`,
  finishing: msg`Finishing`,
  quality_check: msg`Quality check`,
  packed: msg`Packed`,
  shipped: msg({ message: 'Shipped', context: 'production stage' }),
  defective: msg`Defective`,
}

/** The one-tap button names the stage it moves to. */
export const MOVE_LABELS: Record<ProductionStage, MessageDescriptor> = {
  queued: msg`Back to queue`,
  printing: msg`Start printing`,
  finishing: msg`Start finishing`,
  quality_check: msg`Send to quality check`,
  packed: msg`Mark packed`,
  shipped: msg`Mark shipped`,
  defective: msg`Mark defective`,
}

export const STAGE_COLORS: Record<ProductionStage, string> = {
  queued: 'gray',
  printing: 'blue',
  finishing: 'cyan',
  quality_check: 'violet',
  packed: 'teal',
  shipped: 'green',
  defective: 'red',
}
