// The product catalogue's and goods' call paths (under /dis/ts). Apart from offline-paths.ts, which
// re-exports them, so that the console page's first script (src/early-start.ts), which asks for the
// design editor's first models on every signed-in start of /dis/pcdiy/, carries only these.
export const GOODS_PATHS = {
  categoryList: '/product/category/list',
  categorySave: '/product/category/save',
  categoryRemove: (categoryId: string) => `/product/category/remove/${encodeURIComponent(categoryId)}`,
  productList: '/product/list',
  productDetail: (productId: string) => `/product/detail/${encodeURIComponent(productId)}`,
  productSave: '/product/save',
  productRemove: (productId: string) => `/product/remove/${encodeURIComponent(productId)}`,
  productSpec: (productId: string) => `/product/spec/${encodeURIComponent(productId)}`,
  productSide: (productId: string) => `/product/side/${encodeURIComponent(productId)}`,
  brandList: '/product/brand/list',
  brandSave: '/product/brand/save',
  brandRemove: (brandId: string) => `/product/brand/remove/${encodeURIComponent(brandId)}`,
  status: '/goods/status',
  infoUpdate: '/goods/info/update',
  detail: (goodsId: string) => `/goods/detail/${encodeURIComponent(goodsId)}`,
  spec: (goodsId: string) => `/goods/spec/${encodeURIComponent(goodsId)}`,
  recommend: '/goods/recommend',
  brandRecommend: '/goods/brand/recommend',
  newVisible: '/goods/new/visible',
  newInfoSave: '/goods/new/info/save',
  newAdd: '/goods/new/add',
  newDelete: (goodsId: string) => `/goods/new/delete/${encodeURIComponent(goodsId)}`,
} as const
