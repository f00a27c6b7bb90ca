// What other modules may use from reports: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { goodsCloud } from './goods-cloud'
export { paymentSummary } from './payment-summary'
export { orderStatusCount } from './status-count'
export { workplaceSummary } from './workplace-summary'
