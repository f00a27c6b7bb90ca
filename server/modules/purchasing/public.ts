// What other modules may use from purchasing: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { purchaseOrderListSource } from './sources/purchase-order-list'
