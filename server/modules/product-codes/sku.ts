// The SKU a code is given to: one goods in one product spec (colour and size). Listings and the
// codes screen both name SKUs this way, so a SKU gets one code whichever of them asks first.
export const skuKey = (goodsId: string, specId: string) => `${goodsId}:${specId}`
