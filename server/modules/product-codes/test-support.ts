// Shared by the product code tests: valid codes made from a counter, the import call.
import { withCheckDigit } from '../../../src/contract/gtin'

/** `n` distinct valid EAN-13 codes starting at `from` (prefix 69: China's GS1 range). */
export const eanCodes = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => withCheckDigit(`69${String(from + i).padStart(10, '0')}`))
