// cd: Cdiscount Marketplace API, orders (offset family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { offsetConnector } from '../families/offset'

export const cdConnector = offsetConnector('cd', '/cd/api/orders', {
  WaitingForPayment: S.pendingPayment,
  WaitingForShipmentAcceptation: S.toShip,
  AcceptedBySeller: S.toShip,
  Shipped: S.shipped,
  Received: S.completed,
  CancelledByCustomer: S.cancelled,
  RefusedBySeller: S.rejected,
})
