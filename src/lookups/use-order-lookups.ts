// The dictionaries the order screens read, bundled for the route to hand to them (features do
// not import each other; routes compose them).
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import type { ConfigEntry, ExpressCompany } from '../contract/dictionaries'
import { useExpressCompanies } from './api/get-express-companies'
import { useDictionary, useSpecLabels } from './api/use-dictionary'
import { channelName } from './channel-names'

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
  /** SALE_ORDER_SPEC_MAP: spec key → label ("color" → "颜色"). */
  specLabels: Record<string, string>
  colorLabel: (value: string | null | undefined) => string
  /** The dictionaries have not arrived yet (first load): labels would show raw codes ("1", "#FFFFFF"). */
  loading: boolean
}

export function useOrderLookups(): OrderLookups {
  const status = useDictionary('SALE_ORDER_STATUS')
  const source = useDictionary('SALE_ORDER_SOURCE')
  const country = useDictionary('COUNTRY')
  const refundStatus = useDictionary('SALE_REFUND_STATUS')
  const color = useDictionary('COLOR')
  const express = useDictionary('EXPRESS')
  const specLabels = useSpecLabels()
  const { companies } = useExpressCompanies()
  const { i18n } = useLingui()
  return useMemo(() => {
    const expressNames = new Map([...express.entries, ...companies].map((entry) => [entry.value, entry.text]))
    return {
      statuses: status.entries,
      sources: source.entries,
      refundStatuses: refundStatus.entries,
      expressCompanies: companies,
      statusLabel: status.labelOf,
      sourceLabel: source.labelOf,
      countryLabel: country.labelOf,
      expressLabel: (value) => (value ? (expressNames.get(value) ?? value) : ''),
      refundStatusLabel: refundStatus.labelOf,
      channelLabel: (channel) => channelName((name) => i18n._(name), channel),
      specLabels,
      colorLabel: color.labelOf,
      loading: status.isLoading,
    }
  }, [status, source, country, refundStatus, color, express, specLabels, companies, i18n])
}
