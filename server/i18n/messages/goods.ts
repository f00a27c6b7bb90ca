// Product models, categories, brands and goods (issue 4).
import type { MessageCatalog } from './catalog'

export const GOODS_MESSAGES = {
  'what.goods': { en: 'goods', zh: '商品' },
  'what.product': { en: 'product model', zh: '商品模型' },
  'what.productCategory': { en: 'product category', zh: '商品分类' },
  'what.brand': { en: 'brand', zh: '品牌' },
  'what.shop': { en: 'shop', zh: '店铺' },
  'goodsStatus.draft': { en: 'draft', zh: '草稿' },
  'goodsStatus.on_sale': { en: 'on sale', zh: '在售' },
  'goodsStatus.off_shelf': { en: 'off shelf', zh: '已下架' },
  'goodsStatus.banned': { en: 'banned by the platform', zh: '平台禁售' },
  'goodsStatus.deleted': { en: 'deleted', zh: '已删除' },
  'goods.status.refused': {
    en: 'Goods {goodsNo} cannot go from "{from}" to "{to}"',
    zh: '商品 {goodsNo} 不能从「{from}」变为「{to}」',
  },
  'goods.status.same': {
    en: 'Goods {goodsNo} is already "{to}"',
    zh: '商品 {goodsNo} 已经是「{to}」',
  },
  'goods.status.stale': {
    en: 'Goods {goodsNo} was changed by someone else meanwhile; nothing was changed — reload and try again',
    zh: '商品 {goodsNo} 已被他人修改，本次未做任何更改，请刷新后重试',
  },
  'goods.deleted': { en: 'Goods {goodsNo} is deleted and cannot be edited', zh: '商品 {goodsNo} 已删除，不能编辑' },
  'goods.noBrand': {
    en: 'Goods {goodsNo} has no brand, so it cannot be brand-recommended',
    zh: '商品 {goodsNo} 没有品牌，不能设为品牌推荐',
  },
  'goods.unknownSpec': {
    en: 'Spec {specId} does not belong to this product model',
    zh: '规格 {specId} 不属于该商品模型',
  },
  'goods.notNew': { en: 'Goods {goodsNo} is not in the new goods list', zh: '商品 {goodsNo} 不在新品列表中' },
  'goods.newDeleteOnSale': {
    en: 'Goods {goodsNo} is on sale: take it off the shelf before deleting it',
    zh: '商品 {goodsNo} 正在销售，请先下架再删除',
  },
  'goods.unknownBrand': { en: 'Unknown brand', zh: '品牌不存在' },
  'category.hasChildren': {
    en: 'A category with child nodes cannot be deleted',
    zh: '该分类下有子节点，不能删除',
  },
  'category.hasProducts': {
    en: 'This category still holds {count} product models; move or delete them first',
    zh: '该分类下还有 {count} 个商品模型，请先移走或删除',
  },
  'category.badParent': {
    en: 'A category cannot be placed under itself or one of its own children',
    zh: '分类不能放在自身或其子分类之下',
  },
  'product.duplicateSpec': {
    en: 'Colour {color} with size {size} appears twice',
    zh: '颜色 {color} 尺码 {size} 重复',
  },
  'product.unknownColor': { en: 'Unknown colour: {color}', zh: '未知颜色：{color}' },
  'product.inUse': {
    en: 'This product model has {count} goods; it cannot be deleted',
    zh: '该商品模型下有 {count} 个商品，不能删除',
  },
  'product.specInUse': {
    en: 'Spec {color} / {size} is priced by existing goods and cannot be removed',
    zh: '规格 {color} / {size} 已被商品使用，不能删除',
  },
  'brand.inUse': {
    en: 'This brand is used by {count} goods; it cannot be deleted',
    zh: '该品牌已被 {count} 个商品使用，不能删除',
  },
  'brand.duplicate': { en: 'A brand named {name} already exists', zh: '品牌 {name} 已存在' },
  'rule.product.weight': { en: 'Product weight cannot exceed 20kg', zh: '商品重量不能超过20kg' },
  'rule.product.zoom': { en: 'Zoom ratio is 1-100', zh: '缩放比例为1-100' },
  'rule.product.priceRequired': {
    en: 'Lowest price, highest price and quantity cannot be empty',
    zh: '最低价、最高价和数量不能为空',
  },
  'rule.product.priceOrder': {
    en: 'The lowest price cannot be higher than the highest price',
    zh: '最低价不能高于最高价',
  },
} as const satisfies MessageCatalog
