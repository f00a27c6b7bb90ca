// What the shipping screens need from the shared lookups; the route hands it in (features do not
// import each other).
import type { ExpressCompany } from '../../contract/dictionaries'

export interface ShippingLookups {
  internal: ExpressCompany[]
  external: ExpressCompany[]
  expressLabel: (code: string | null | undefined) => string
  countryLabel: (code: string | null | undefined) => string
  countries: { value: string; text: string }[]
  formatTime: (iso: string) => string
}
