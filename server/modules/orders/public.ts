// What other modules may use from orders: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { countsAnswer, liveOrdersByStatus } from './order-counts'
export { listOrders, type OrderScope, orderCondition, scopeOf } from './order-list'
export { listPayments, paymentCondition } from './payment-read'
export { listRefunds } from './refund-read'
export { saleOrderListSource } from './sources/sale-order-list'
export { saleRefundListSource } from './sources/sale-refund-list'
export { localDate, saleStatistics } from './statistics'
