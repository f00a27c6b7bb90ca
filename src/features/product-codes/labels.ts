// Words for product code states, kinds and import refusals, declared once for the area.
import { msg } from '@lingui/core/macro'
import type { GtinKind } from '../../contract/gtin'
import type { ProductCodeRefusal, ProductCodeStatus } from '../../contract/product-codes'

export const STATUS_LABELS = { unused: msg`Not used`, used: msg`Used` } satisfies Record<ProductCodeStatus, unknown>

export const KIND_LABELS: Record<GtinKind, string> = {
  ean8: 'EAN-8',
  upca: 'UPC-A',
  ean13: 'EAN-13',
  gtin14: 'GTIN-14',
}

export const REFUSAL_LABELS = {
  empty: msg`Empty cell`,
  notDigits: msg`Not only digits`,
  badLength: msg`Wrong length (8, 12, 13 or 14 digits)`,
  badCheckDigit: msg`Wrong check digit`,
  restricted: msg`In-store number (prefix 2), not accepted by marketplaces`,
  duplicateInFile: msg`Twice in this file`,
  alreadyInPool: msg`Already in the pool`,
} satisfies Record<ProductCodeRefusal, unknown>
