// What other modules may use from goods: biome.json refuses imports of its other files from outside
// the folder, so this list is the module's whole surface.
export { insertNewGoods } from './goods-mutations'
export { findGoodsRows, listGoods, toGoodsRow } from './goods-read'
export { goodsListSource } from './sources/goods-list'
