// Shapes the report screens receive from their routes (features do not import each other).
import type { Channel } from '../../contract/dictionaries'

export interface ShopChoice {
  id: string
  name: string
  channel: Channel
}

/** PAY_PLATFORM entries and a label lookup, from the lookups feature. */
export interface PayPlatformLookup {
  entries: { value: string; text: string }[]
  labelOf: (value: string | null | undefined) => string
}
