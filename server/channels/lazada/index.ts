// Lazada Open Platform: signed calls (HMAC-SHA256), the skus payload family.
import { skusFamily } from '../families/skus'
import { LISTING_WIRE } from '../wire'

export const lazadaListing = skusFamily({ channel: 'lazada', ...LISTING_WIRE.lazada })
