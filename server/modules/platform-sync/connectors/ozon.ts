// ozon: Ozon Seller API, FBS postings (paged family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { pagedConnector } from '../families/paged'

export const ozonConnector = pagedConnector('ozon', '/ozon/v3/posting/fbs/list', {
  awaiting_registration: S.pendingPayment,
  awaiting_packaging: S.toShip,
  awaiting_deliver: S.toShip,
  delivering: S.shipped,
  delivered: S.completed,
  cancelled: S.cancelled,
})
