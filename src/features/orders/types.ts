// What the order screens need from outside the feature, handed in by the routes.
import type { ConfigEntry, ExpressCompany } from '../../contract/dictionaries'

/** Dictionary texts in the reader's language (structurally the lookups feature's OrderLookups). */
export interface OrderLookups {
  statuses: ConfigEntry[]
  sources: ConfigEntry[]
  refundStatuses: ConfigEntry[]
  expressCompanies: ExpressCompany[]
  statusLabel: (value: string | null | undefined) => string
  sourceLabel: (value: string | null | undefined) => string
  countryLabel: (value: string | null | undefined) => string
  expressLabel: (value: string | null | undefined) => string
  refundStatusLabel: (value: string | null | undefined) => string
  /** A channel code's name (wm → WooCommerce). */
  channelLabel: (channel: string) => string
  specLabels: Record<string, string>
  colorLabel: (value: string | null | undefined) => string
}
