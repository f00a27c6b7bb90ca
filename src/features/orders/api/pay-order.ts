// POST /sale/order/pay: Confirm a storefront order's payment arrived (manual confirmation).
import type { z } from 'zod'
import { ORDER_PATHS } from '../../../contract/offline-paths'
import type { payOrderSchema } from '../../../contract/orders'
import { useOrderCall } from './order-mutation'

export type PayOrderInput = z.input<typeof payOrderSchema>

export function usePayOrder() {
  return useOrderCall<PayOrderInput>(ORDER_PATHS.pay)
}
