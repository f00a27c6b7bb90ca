// /express/list: the shipping list and the shipping rules; tab, filters and paging live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useAccess } from '../../../components/access'
import { shipmentsQueryOptions } from '../../../features/express/api/list-shipments'
import { ShippingListScreen } from '../../../features/express/components/shipping-list-screen'
import type { ShippingLookups } from '../../../features/express/lookups'
import {
  nextShippingSearch,
  parseShippingSearch,
  type ShippingSearch,
  shipmentRequest,
} from '../../../features/express/shipping-search'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { useExpressScopes } from '../../../lookups/api/get-express-scopes'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { useOrderLookups } from '../../../lookups/use-order-lookups'

export const Route = createFileRoute('/_app/express/list')({
  validateSearch: (search: Record<string, unknown>): ShippingSearch => parseShippingSearch(search),
  loaderDeps: ({ search }) => search,
  // The shipments tab's page, started, not awaited (the rules tab loads its own).
  loader: ({ context, deps }) => {
    if (deps.tab !== 'companies') void context.queryClient.prefetchQuery(shipmentsQueryOptions(shipmentRequest(deps)))
  },
  component: ShippingListRoute,
})

function ShippingListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { locale } = useLocale()
  const orderLookups = useOrderLookups()
  const scopes = useExpressScopes()
  const country = useDictionary('COUNTRY')
  const lookups = useMemo<ShippingLookups>(
    () => ({
      internal: scopes.internal,
      external: scopes.external,
      expressLabel: orderLookups.expressLabel,
      countryLabel: orderLookups.countryLabel,
      countries: country.entries,
      formatTime: (iso) => formatDateTime(iso, locale),
    }),
    [scopes.internal, scopes.external, orderLookups, country.entries, locale],
  )
  const onSearchChange = useCallback(
    (change: Partial<ShippingSearch>) => void navigate({ search: (current) => nextShippingSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(
    () => void navigate({ search: (current) => (current.tab ? { tab: current.tab } : {}) }),
    [navigate],
  )
  const onOpenOrder = useCallback(
    (id: string, orderNo: string) => void navigate({ to: '/sale/order/detail', search: { id, __t: orderNo } }),
    [navigate],
  )
  return (
    <ShippingListScreen
      search={search}
      onSearchChange={onSearchChange}
      onReset={onReset}
      onOpenOrder={onOpenOrder}
      lookups={lookups}
      locale={locale}
      can={{
        export: can('express_list.export'),
        add: can('express_list.add'),
        edit: can('express_list.edit'),
        delete: can('express_list.delete'),
      }}
    />
  )
}
