// What other areas may call (the listing module claims codes when it publishes a SKU that needs
// one and releases them when a never-published listing is deleted). Everything else in this
// folder is private to product codes.
export {
  type ClaimedCode,
  claimCodes,
  markCodesPublished,
  markListingCodesPublished,
  releaseCodes,
  releaseListingCodes,
  type SkuClaim,
} from './claim'
export { codesForExport, type ExportListingSkus } from './export-codes'
export { listCodes } from './read'
export { skuKey } from './sku'
