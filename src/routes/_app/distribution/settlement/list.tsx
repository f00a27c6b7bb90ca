// /distribution/settlement/list: the distributor side: pending settlement with its suppliers and factories, and settlement records. Tab, filters, paging, the open settlement and its action form are in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { prefetchSettlementTab } from '../../../../features/settlement/api/list-settlements'
import { SettlementPage } from '../../../../features/settlement/components/settlement-page'
import {
  nextSettlementSearch,
  parseSettlementSearch,
  type SettlementSearch,
} from '../../../../features/settlement/settlement-search'

export const Route = createFileRoute('/_app/distribution/settlement/list')({
  validateSearch: (search: Record<string, unknown>): SettlementSearch => parseSettlementSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) => prefetchSettlementTab(context.queryClient, deps),
  component: SettlementRoute,
})

function SettlementRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onSearchChange = useCallback(
    (change: Partial<SettlementSearch>) =>
      void navigate({ search: (current) => nextSettlementSearch(current, change) }),
    [navigate],
  )
  const onOpenChange = useCallback(
    (change: Partial<SettlementSearch>) =>
      void navigate({ search: (current) => ({ ...current, ...change }), replace: change.action !== undefined }),
    [navigate],
  )
  return (
    <SettlementPage
      party="distributor"
      search={search}
      onSearchChange={onSearchChange}
      onOpenChange={onOpenChange}
      onReset={() => void navigate({ search: {} })}
    />
  )
}
