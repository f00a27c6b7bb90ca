// amazon: Amazon SP-API Orders v0 (cursor family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { cursorConnector } from '../families/cursor'

export const amazonConnector = cursorConnector('amazon', '/amazon/orders/v0/orders', {
  Pending: S.pendingPayment,
  Unshipped: S.toShip,
  PartiallyShipped: S.toShip,
  Shipped: S.shipped,
  Delivered: S.completed,
  Canceled: S.cancelled,
  Unfulfillable: S.rejected,
})
