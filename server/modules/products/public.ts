// What other modules may use from products: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { productWording } from './parse'
export { categoryAndDescendants, categoryTree, findProduct } from './product-read'
