// What other modules may use from production: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { jobForAcceptedPurchase, withdrawJobsOf } from './jobs-from-purchases'
