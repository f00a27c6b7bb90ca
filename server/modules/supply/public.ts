// What other modules may use from supply: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { manufacturerCountries } from './manufacturer-read'
export { supplierProductsByProductIds } from './supplier-read'
