// /sale/unpaid/export/list: payment records; filters, sort and paging live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../../components/access'
import { paymentListQueryOptions } from '../../../../../features/reports/api/list-payments'
import { PaymentListScreen } from '../../../../../features/reports/components/payment-list-screen'
import {
  nextPaymentSearch,
  type PaymentSearch,
  parsePaymentSearch,
  paymentListRequest,
} from '../../../../../features/reports/payment-search'
import { useShops } from '../../../../../lookups/api/get-shops'
import { useDictionary } from '../../../../../lookups/api/use-dictionary'

export const Route = createFileRoute('/_app/sale/unpaid/export/list')({
  validateSearch: (search: Record<string, unknown>): PaymentSearch => parsePaymentSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(paymentListQueryOptions(paymentListRequest(deps))),
  component: PaymentListRoute,
})

function PaymentListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const shops = useShops() ?? []
  const payPlatforms = useDictionary('PAY_PLATFORM')
  const onSearchChange = useCallback(
    (change: Partial<PaymentSearch>) => void navigate({ search: (current) => nextPaymentSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {} }), [navigate])
  return (
    <PaymentListScreen
      search={search}
      onSearchChange={onSearchChange}
      onReset={onReset}
      shops={shops}
      payPlatforms={payPlatforms}
      canExport={can('report_unpaid.export')}
    />
  )
}
