// express_shipping_list (paged, POST /ds/list/express_shipping_list): shipped orders with carrier,
// tracking number, ship date and destination, for the shipping list screen.
import { SHIPPING_SOURCES, shippingListSchema } from '../../../../src/contract/platform-sync'
import { defineListSource } from '../../ds/public'
import { listShipments } from '../shipping-read'

export const expressShippingListSource = defineListSource({
  name: SHIPPING_SOURCES.list,
  params: shippingListSchema,
  permission: { key: 'express_list', action: 'query' },
  handler: (params, ctx) => listShipments(ctx.db, ctx.tenant, params),
})
