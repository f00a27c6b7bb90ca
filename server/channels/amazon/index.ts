// Amazon Selling Partner API (Listings Items): x-amz-access-token, the items payload family.
import { itemsFamily } from '../families/items'
import { LISTING_WIRE } from '../wire'

export const amazonListing = itemsFamily({ channel: 'amazon', ...LISTING_WIRE.amazon })
