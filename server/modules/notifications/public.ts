// What other modules may use from notifications: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export {
  lowBalance,
  ordersArrived,
  productionDefective,
  publishFailed,
  purchaseShipped,
  purchaseToPay,
  purchaseToShip,
  refundRequested,
  settlementToConfirm,
  syncFailed,
  topUpReviewed,
} from './events'
export { ensureScan } from './overdue-scan'
