// lazada: Lazada Open Platform, GetOrders (paged family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { pagedConnector } from '../families/paged'

export const lazadaConnector = pagedConnector('lazada', '/lazada/api/orders/get', {
  unpaid: S.pendingPayment,
  ready_to_ship: S.toShip,
  shipped: S.shipped,
  delivered: S.completed,
  canceled: S.cancelled,
  failed_delivery: S.rejected,
})
