// The data sources (`/ds/{source}`) of the product catalogue. Apart from catalogue-paths.ts so that
// the console page's first script, which asks for the editor's category tree, carries only these.
export const GOODS_SOURCES = {
  goods: 'goods',
  productCategory: 'product_category',
  brands: 'brand_simple_list',
} as const
