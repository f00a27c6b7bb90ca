// tiktok: TikTok Shop Partner API, order search (cursor family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { cursorConnector } from '../families/cursor'

export const tiktokConnector = cursorConnector('tiktok', '/tiktok/order/202309/orders/search', {
  UNPAID: S.pendingPayment,
  ON_HOLD: S.toShip,
  AWAITING_SHIPMENT: S.toShip,
  AWAITING_COLLECTION: S.toShip,
  IN_TRANSIT: S.shipped,
  DELIVERED: S.completed,
  COMPLETED: S.completed,
  CANCELLED: S.cancelled,
})
