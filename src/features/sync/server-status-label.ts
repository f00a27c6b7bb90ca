// The name of the status (or production stage) a conflicting server row is in, per outbox
// operation: orders through the SALE_ORDER_STATUS dictionary, goods and production jobs through
// their own labels. Conflict cards show names, never raw codes (issue 14 item 19).
import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { GOODS_STATUSES, type GoodsStatus } from '../../contract/goods'
import { ALL_PRODUCTION_STAGES, type ProductionStage } from '../../contract/production'
import { useDictionary } from '../../lookups/api/use-dictionary'
import { goodsStatusLabel } from '../../lookups/goods-labels'
import { STAGE_LABELS } from '../../lookups/stage-labels'

/** The row a conflict brought: goods answer with a list of one row. */
export function serverRowOf(row: unknown): Record<string, unknown> | null {
  const first = Array.isArray(row) ? row[0] : row
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : null
}

/** Label of the row's status (or stage) for this operation; null when the row has none. */
export function useServerStatusLabel(): (operation: string, row: Record<string, unknown>) => string | null {
  const { i18n } = useLingui()
  const orderStatus = useDictionary('SALE_ORDER_STATUS')
  return useCallback(
    (operation, row) => {
      const stage = row.stage
      if (typeof stage === 'string' && (ALL_PRODUCTION_STAGES as readonly string[]).includes(stage))
        return i18n._(STAGE_LABELS[stage as ProductionStage])
      const status = row.status
      if (typeof status !== 'string' || status === '') return null
      if (operation.startsWith('goods.') && (GOODS_STATUSES as readonly string[]).includes(status))
        return goodsStatusLabel(i18n, status as GoodsStatus)
      if (operation.startsWith('order.')) return orderStatus.labelOf(status)
      return status
    },
    [i18n, orderStatus],
  )
}
