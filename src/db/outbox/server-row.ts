// The server's row in an outbox answer (the 2xx data, or the current row a 409/412 carries), read
// one way for every operation instead of a cast per call: the fields the outbox and the mirror
// key on (id, version, status or stage) are checked; the rest is the contract's row type. A list
// answer (the goods calls answer a list of one per goods) gives its first row.

import { SALE_ORDER_STATUS } from '../../contract/config-values'
import type { DesignDetail } from '../../contract/designs'
import type { GoodsRow } from '../../contract/goods'
import { ALL_PRODUCTION_STAGES, GOODS_STATUSES } from '../../contract/offline-paths'
import type { SaleOrderRow } from '../../contract/orders'
import type { ProductionJobRow } from '../../contract/production'

type Versioned = { id: string; version: number } & Record<string, unknown>

function isVersioned(value: unknown): value is Versioned {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  return 'id' in value && typeof value.id === 'string' && 'version' in value && typeof value.version === 'number'
}

const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)
const oneOf = (allowed: readonly unknown[], value: unknown) => allowed.includes(value)

export function isGoodsRow(value: unknown): value is GoodsRow {
  return isVersioned(value) && oneOf(GOODS_STATUSES, value.status)
}

export function isSaleOrderRow(value: unknown): value is SaleOrderRow {
  return isVersioned(value) && oneOf(Object.values(SALE_ORDER_STATUS), value.status)
}

export function isProductionJobRow(value: unknown): value is ProductionJobRow {
  return isVersioned(value) && oneOf(ALL_PRODUCTION_STAGES, value.stage)
}

/** A design's id and version are all a conflict or a save needs of it (a 412 may carry the list row). */
export function isDesignDetail(value: unknown): value is DesignDetail {
  return isVersioned(value)
}

/** The goods row of an answer about one goods. */
export const goodsRowOf = (value: unknown): GoodsRow | null => {
  const row = firstOf(value)
  return isGoodsRow(row) ? row : null
}

/** Every goods row of an answer (one row or a list). */
export const goodsRowsOf = (value: unknown): GoodsRow[] => (Array.isArray(value) ? value : [value]).filter(isGoodsRow)

export const saleOrderRowOf = (value: unknown): SaleOrderRow | null => (isSaleOrderRow(value) ? value : null)

export const productionJobOf = (value: unknown): ProductionJobRow | null => (isProductionJobRow(value) ? value : null)

export const designDetailOf = (value: unknown): DesignDetail | null => (isDesignDetail(value) ? value : null)
