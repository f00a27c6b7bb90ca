// Each channel's bulk-upload file format.
import type { Channel } from '../../../../../src/contract/dictionaries'
import { amazonFormat } from './amazon'
import { customFormat } from './custom'
import { cdFormat, lazadaFormat, ozonFormat, shopeeFormat, tiktokFormat } from './sheets'
import { shopifyFormat } from './shopify'
import type { ChannelFileFormat } from './types'
import { wmFormat } from './wm'

export const EXPORT_FORMATS: Record<Channel, ChannelFileFormat> = {
  amazon: amazonFormat,
  shopify: shopifyFormat,
  wm: wmFormat,
  custom: customFormat,
  ozon: ozonFormat,
  tiktok: tiktokFormat,
  shopee: shopeeFormat,
  lazada: lazadaFormat,
  cd: cdFormat,
}
