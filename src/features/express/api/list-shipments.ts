// POST /ds/list/express_shipping_list: one page of shipped orders for the filters in the URL.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { SHIPPING_SOURCES, type ShippingRow } from '../../../contract/platform-sync'
import { fetchPage } from '../../../lib/paging'
import type { ShipmentRequest } from '../shipping-search'
import { shippingKeys } from './keys'

export type ShipmentRow = ShippingRow & { id: string }

export async function listShipments(request: ShipmentRequest, signal?: AbortSignal) {
  const page = await fetchPage<ShippingRow>(`/ds/list/${SHIPPING_SOURCES.list}`, request, { signal })
  return { ...page, data: page.data.map((row) => ({ ...row, id: row.orderId })) }
}

export function shipmentsQueryOptions(request: ShipmentRequest) {
  return queryOptions({
    queryKey: shippingKeys.list(request),
    queryFn: ({ signal }) => listShipments(request, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useShipments = (request: ShipmentRequest) => useQuery(shipmentsQueryOptions(request))
