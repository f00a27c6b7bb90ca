// Refuses a title the channel would refuse: too long or holding a forbidden word (400, in the
// caller's language, naming the limit or the words).
import { checkTitle } from '../../../src/contract/channel-text-check'
import type { Channel } from '../../../src/contract/dictionaries'
import { ErrorCode } from '../../../src/contract/errors'
import { AppError } from '../../lib/app-error'

const CHANNEL_LABEL: Record<Channel, string> = {
  lazada: 'Lazada',
  shopee: 'Shopee',
  tiktok: 'TikTok',
  ozon: 'Ozon',
  amazon: 'Amazon',
  wm: 'WooCommerce',
  cd: 'Cdiscount',
  shopify: 'Shopify',
  custom: 'Custom',
}

export function assertTitleFits(title: string, channel: Channel) {
  const check = checkTitle(title, channel)
  if (check.tooLong) {
    throw new AppError(ErrorCode.RULE, 'title.tooLong', {
      params: { length: check.length, max: check.max, channel: CHANNEL_LABEL[channel] },
    })
  }
  if (check.forbidden.length > 0) {
    throw new AppError(ErrorCode.RULE, 'title.forbidden', {
      params: { words: check.forbidden.join(', '), channel: CHANNEL_LABEL[channel] },
    })
  }
}
