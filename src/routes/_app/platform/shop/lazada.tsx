// /platform/shop/lazada: Lazada shops and their authorisation (Lazada's consent page returns here).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import { lazadaShopsQueryOptions } from '../../../../features/listing/api/lazada'
import { LazadaShopsScreen } from '../../../../features/listing/components/lazada-shops-screen'
import { type LazadaShopsSearch, parseLazadaShopsSearch } from '../../../../features/listing/listing-search'

export const Route = createFileRoute('/_app/platform/shop/lazada')({
  validateSearch: (search: Record<string, unknown>): LazadaShopsSearch => parseLazadaShopsSearch(search),
  // The shops, started with the screen's code (not awaited). Lazada's return (`code`, `state`) is
  // handled by the screen, which reads the shops again once the authorisation is recorded.
  loader: ({ context }) => void context.queryClient.prefetchQuery(lazadaShopsQueryOptions()),
  component: LazadaShopsRoute,
})

function LazadaShopsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate()
  const can = useAccess()
  const onReturnHandled = useCallback(
    () => void navigate({ to: '/platform/shop/lazada', search: {}, replace: true }),
    [navigate],
  )
  return (
    <LazadaShopsScreen
      search={search}
      onReturnHandled={onReturnHandled}
      onPublish={(shopId) => void navigate({ to: '/platform/shop/goods/publish', search: { shopId } })}
      canAuthorise={can('platform_lazada.edit')}
    />
  )
}
