// wm: WooCommerce REST API v3, orders (offset family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { offsetConnector } from '../families/offset'

export const wmConnector = offsetConnector('wm', '/wm/wp-json/wc/v3/orders', {
  pending: S.pendingPayment,
  'on-hold': S.pendingPayment,
  processing: S.toShip,
  shipped: S.shipped,
  completed: S.completed,
  cancelled: S.cancelled,
  failed: S.rejected,
  refunded: S.cancelled,
})
