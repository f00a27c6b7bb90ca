// The department-store plaza: offers, withdrawals and fetching offers into a shop (issue 16 item 8).
import type { MessageCatalog } from './catalog'

export const PLAZA_MESSAGES = {
  'what.plazaOffer': { en: 'plaza offer', zh: '百货广场商品' },
  'plaza.notOnSale': {
    en: 'Only goods on sale can be offered to the plaza; “{name}” is not on sale',
    zh: '只能把在售商品发布到百货广场；“{name}”未在售',
  },
  'plaza.fromPlaza': {
    en: '“{name}” came from the plaza itself and cannot be offered again',
    zh: '“{name}”本身取自百货广场，不能再次发布',
  },
  'plaza.unknownSpec': {
    en: 'Variant {specId} is not a variant of this goods',
    zh: '规格 {specId} 不是该商品的规格',
  },
  'plaza.duplicateSpec': { en: 'Each variant can be priced once', zh: '每个规格只能定一个价格' },
  'plaza.unknownImage': {
    en: 'Picture {position} is not one of this goods’ pictures',
    zh: '第 {position} 张图片不是该商品的图片',
  },
  'plaza.channel': {
    en: 'Plaza goods go to Lazada or custom-channel shops only; “{name}” is on another channel',
    zh: '百货广场商品只能加入 Lazada 或自定义渠道店铺；“{name}”属于其他渠道',
  },
  'plaza.withdrawn': {
    en: 'Withdrawn from the plaza by its offerer: {names}',
    zh: '以下商品已被发布方从百货广场撤下：{names}',
  },
  'plaza.ownOffer': {
    en: 'These are your own goods: {names}',
    zh: '以下是您自己发布的商品：{names}',
  },
} as const satisfies MessageCatalog
