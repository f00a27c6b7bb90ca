// Shopify Admin API: X-Shopify-Access-Token header, the variants payload family.
import { variantsFamily } from '../families/variants'
import { LISTING_WIRE } from '../wire'

export const shopifyListing = variantsFamily({ channel: 'shopify', ...LISTING_WIRE.shopify })
