// Shop platform bindings (/platform/shop/list; SPEC.md §7 Shops).
import type { MessageCatalog } from './catalog'

export const SHOP_MESSAGES = {
  'what.shop': { en: 'shop', zh: '店铺' },
  'shop.nameTaken': {
    en: 'A {channel} shop named "{name}" already exists',
    zh: '已存在名为“{name}”的 {channel} 店铺',
  },
  'shop.channelLocked': {
    en: 'The channel of a bound shop cannot be changed; bind a new shop instead',
    zh: '已绑定店铺的渠道不能修改，请绑定新店铺',
  },
} as const satisfies MessageCatalog
