// shopify: Shopify Admin API, orders (cursor family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { cursorConnector } from '../families/cursor'

export const shopifyConnector = cursorConnector('shopify', '/shopify/admin/api/2024-07/orders.json', {
  pending: S.pendingPayment,
  unfulfilled: S.toShip,
  partial: S.toShip,
  fulfilled: S.shipped,
  delivered: S.completed,
  cancelled: S.cancelled,
})
