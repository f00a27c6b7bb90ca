// Walmart Marketplace: WM_SEC.ACCESS_TOKEN header, the variants payload family.
import { variantsFamily } from '../families/variants'
import { LISTING_WIRE } from '../wire'

export const wmListing = variantsFamily({ channel: 'wm', ...LISTING_WIRE.wm })
