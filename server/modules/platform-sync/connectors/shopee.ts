// shopee: Shopee Open Platform v2, get_order_list (paged family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { pagedConnector } from '../families/paged'

export const shopeeConnector = pagedConnector('shopee', '/shopee/api/v2/order/get_order_list', {
  UNPAID: S.pendingPayment,
  READY_TO_SHIP: S.toShip,
  PROCESSED: S.toShip,
  SHIPPED: S.shipped,
  TO_CONFIRM_RECEIVE: S.shipped,
  COMPLETED: S.completed,
  CANCELLED: S.cancelled,
  IN_CANCEL: S.toShip,
})
