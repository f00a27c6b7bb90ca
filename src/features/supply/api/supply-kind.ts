// The two kinds of supplied product, and what differs between their calls: the factories' own
// products ('manufacturer') and the suppliers' offers of their product models ('supplier'). The
// screens, forms and hooks are written once and take the kind; its rows, requests, save input,
// list source and save path are looked up here.
import type { z } from 'zod'
import {
  type ManufacturerProductRow,
  type ManufacturerProductSaveInput,
  type manufacturerProductListSchema,
  SUPPLY_PATHS,
  SUPPLY_SOURCES,
  type SupplierProductRow,
  type SupplierProductSaveInput,
  type supplierProductListSchema,
} from '../../../contract/supply'

export type SupplyKind = 'manufacturer' | 'supplier'

export interface SupplyRowOf {
  manufacturer: ManufacturerProductRow
  supplier: SupplierProductRow
}

export interface SupplySaveOf {
  manufacturer: ManufacturerProductSaveInput
  supplier: SupplierProductSaveInput
}

export interface SupplyListRequestOf {
  manufacturer: Partial<z.output<typeof manufacturerProductListSchema>>
  supplier: Partial<z.output<typeof supplierProductListSchema>>
}

/** The `/ds/list/<source>` each kind's list reads. */
export const SUPPLY_LIST_SOURCE: Record<SupplyKind, string> = {
  manufacturer: SUPPLY_SOURCES.manufacturerProducts,
  supplier: SUPPLY_SOURCES.supplierProducts,
}

/** The path each kind's save posts to. */
export const SUPPLY_SAVE_PATH: Record<SupplyKind, string> = {
  manufacturer: SUPPLY_PATHS.manufacturerProductSave,
  supplier: SUPPLY_PATHS.supplierProductSave,
}
