// Shopee Open Platform v2: signed calls (HMAC-SHA256), the skus payload family.
import { skusFamily } from '../families/skus'
import { LISTING_WIRE } from '../wire'

export const shopeeListing = skusFamily({ channel: 'shopee', ...LISTING_WIRE.shopee })
