// POST /sale/order/ship/bulk: ship many orders in one call; the answer has one result per item.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { type BulkItemResult, type bulkShipSchema, ORDER_PATHS } from '../../../contract/orders'
import { orderKeys } from './keys'
import { postOrderCall } from './order-mutation'

export type BulkShipInput = z.input<typeof bulkShipSchema>

export function useBulkShipOrders() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BulkShipInput) =>
      postOrderCall<BulkItemResult[]>(ORDER_PATHS.bulkShip, input, crypto.randomUUID()),
    onSuccess: async (results) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
      for (const result of results) await queryClient.invalidateQueries({ queryKey: orderKeys.detail(result.id) })
    },
  })
}
