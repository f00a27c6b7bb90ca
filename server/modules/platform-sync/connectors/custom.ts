// custom: a private shop system exposing the open order API (offset family). The channel's status words and what they mean here.
import { SALE_ORDER_STATUS as S } from '../../../../src/contract/config-values'
import { offsetConnector } from '../families/offset'

export const customConnector = offsetConnector('custom', '/custom/open/orders', {
  WAIT_PAY: S.pendingPayment,
  WAIT_SEND: S.toShip,
  SENT: S.shipped,
  FINISHED: S.completed,
  CLOSED: S.cancelled,
})
