// What other modules may use from supply: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { listManufacturerProducts, manufacturerCountries } from './manufacturer-read'
export { listSupplierProducts, supplierProductOptions, supplierProductsByProductIds } from './supplier-read'
