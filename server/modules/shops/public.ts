// What other modules may use from shops: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { listShopsSimple } from './shop-repository'
