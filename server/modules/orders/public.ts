// What other modules may use from orders: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { listComments } from './comment-read'
export { countsAnswer, liveOrdersByStatus } from './order-counts'
export { listOrdersWithExtras } from './order-delta'
export { listOrders, type OrderScope, orderCondition, scopeKeyOf, scopeOf } from './order-list'
export { listPayments, paymentCondition } from './payment-read'
export { listRefunds } from './refund-read'
export { localDate, saleStatistics } from './statistics'
