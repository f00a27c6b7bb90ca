// Labels of the supply area, declared once (STYLE.md §5): factory product categories, print
// methods and the enabled/disabled status.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ManufacturerCategory, PrintMethod, SupplyStatus } from '../../contract/supply'

export const MANUFACTURER_CATEGORY_LABELS: Record<ManufacturerCategory, MessageDescriptor> = {
  apparel: msg`Apparel`,
  bags: msg`Bags`,
  drinkware: msg`Drinkware`,
  home: msg`Home and decor`,
  phone_cases: msg`Phone cases`,
  stationery: msg`Stationery`,
  headwear: msg`Headwear`,
  footwear: msg`Footwear`,
}

export const PRINT_METHOD_LABELS: Record<PrintMethod, MessageDescriptor> = {
  dtg: msg`Direct to garment`,
  screen: msg`Screen printing`,
  sublimation: msg`Sublimation`,
  embroidery: msg`Embroidery`,
  heat_transfer: msg`Heat transfer`,
  uv: msg`UV printing`,
}

export const SUPPLY_STATUS_LABELS: Record<SupplyStatus, MessageDescriptor> = {
  enabled: msg`Enabled`,
  disabled: msg`Disabled`,
}

export const SUPPLY_STATUS_COLOR: Record<SupplyStatus, string> = { enabled: 'green', disabled: 'gray' }

/** Supply prices are kept in CNY fen. */
export const SUPPLY_CURRENCY = 'CNY'
