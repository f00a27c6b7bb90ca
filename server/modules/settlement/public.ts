// What other modules may use from settlement: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { listSettlements } from './settlement-read'
