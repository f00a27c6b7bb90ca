// Background jobs, listings, channel templates, exports and tracking write-back (issue 16).
import type { MessageCatalog } from './catalog'

export const LISTING_MESSAGES = {
  'what.job': { en: 'background job', zh: '后台任务' },
  'what.listingTemplate': { en: 'listing template', zh: '刊登模板' },
  'what.listing': { en: 'listing', zh: '刊登商品' },
  'rule.listing.missingAttribute': { en: '{name} is required on this channel', zh: '该渠道要求填写{name}' },
  'rule.listing.unknownCategory': {
    en: 'Choose a category of the channel’s category tree (a leaf)',
    zh: '请选择该渠道类目树中的末级类目',
  },
  'rule.listing.unknownOption': { en: '{name} must be one of: {options}', zh: '{name}必须是以下之一：{options}' },
  'listing.channelUnavailable': {
    en: 'The channel could not be asked right now: {reason}',
    zh: '暂时无法访问该渠道：{reason}',
  },
  'listing.notOnShelf': {
    en: 'Only goods on sale can be published; not on sale: {names}',
    zh: '只能刊登在售商品；以下商品未在售：{names}',
  },
  'listing.transition': {
    en: 'This cannot be done to {count} of the chosen listings in their current state',
    zh: '所选商品中有{count}个在当前状态下不能执行此操作',
  },
  'listing.lazadaState': {
    en: 'This authorisation link is invalid or has expired: start the authorisation again',
    zh: '授权链接无效或已过期，请重新发起授权',
  },
  'listing.lazadaRefused': {
    en: 'Lazada refused the authorisation: {reason}',
    zh: 'Lazada 拒绝了授权：{reason}',
  },
  'listing.lazadaUnreachable': {
    en: 'Lazada could not be reached ({reason}): start the authorisation again',
    zh: '暂时无法连接 Lazada（{reason}），请重新发起授权',
  },
  'listing.lazadaNoApp': {
    en: 'This Lazada shop has no app key and secret: enter them in the shop’s connection first',
    zh: '该 Lazada 店铺尚未填写应用 Key 和密钥，请先在店铺连接中填写',
  },
} as const satisfies MessageCatalog
