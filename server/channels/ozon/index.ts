// Ozon Seller API: Client-Id and Api-Key headers, the items payload family.
import { itemsFamily } from '../families/items'
import { LISTING_WIRE } from '../wire'

export const ozonListing = itemsFamily({ channel: 'ozon', ...LISTING_WIRE.ozon })
