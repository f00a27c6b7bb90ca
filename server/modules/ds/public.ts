// What other modules may use from ds: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export type { DataSource } from './registry'
export { financePermission } from './sources/finance-access'
export { goodsListSource } from './sources/goods-list'
export { purchaseOrderListSource } from './sources/purchase-order-list'
export { saleOrderListSource } from './sources/sale-order-list'
export { saleRefundListSource } from './sources/sale-refund-list'
