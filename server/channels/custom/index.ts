// The custom channel (a seller's own store): bearer token, the variants family.
import { variantsFamily } from '../families/variants'
import { LISTING_WIRE } from '../wire'

export const customListing = variantsFamily({ channel: 'custom', ...LISTING_WIRE.custom })
