// WooCommerce (the wm channel, a seller's WordPress store): REST API key as a bearer token, the
// variants payload family.
import { variantsFamily } from '../families/variants'
import { LISTING_WIRE } from '../wire'

export const wmListing = variantsFamily({ channel: 'wm', ...LISTING_WIRE.wm })
