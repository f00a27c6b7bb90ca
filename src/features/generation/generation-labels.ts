// Labels of task statuses, skip reasons, roundings and placements, declared once (STYLE.md §5).

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Placement, Rounding, SkipReason, TaskStatus } from '../../contract/generation'

export const TASK_STATUS_LABELS: Record<TaskStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  running: msg`Running`,
  done: msg`Done`,
  failed: msg`Failed`,
}
export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
}

export const SKIP_REASON_LABELS: Record<SkipReason, MessageDescriptor> = {
  too_small: msg`Design too small for the print area`,
  exists: msg`Goods already exist in this shop`,
  material_gone: msg`Design was deleted`,
  product_gone: msg`Product model was deleted or removed from the strategy`,
}

export const ROUNDING_LABELS: Record<Rounding, MessageDescriptor> = {
  none: msg`No rounding`,
  yuan: msg`Round up to whole yuan`,
  ninety_nine: msg`End in .99`,
}

export const PLACEMENT_LABELS: Record<Placement, MessageDescriptor> = {
  center: msg`Centred`,
  top: msg`Top`,
  fill: msg`Fill the print area`,
}
