// TikTok Shop Partner API: signed calls (HMAC-SHA256), the skus payload family.
import { skusFamily } from '../families/skus'
import { LISTING_WIRE } from '../wire'

export const tiktokListing = skusFamily({ channel: 'tiktok', ...LISTING_WIRE.tiktok })
