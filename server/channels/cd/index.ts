// CDiscount Marketplace API: bearer token, the variants payload family.
import { variantsFamily } from '../families/variants'
import { LISTING_WIRE } from '../wire'

export const cdListing = variantsFamily({ channel: 'cd', ...LISTING_WIRE.cd })
