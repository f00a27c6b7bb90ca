// /cooperate/goods/list: goods of the seller's cooperating suppliers and factories.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useAccess } from '../../../../components/access'
import { cooperateGoodsQueryOptions } from '../../../../features/purchasing/api/cooperate-goods'
import { CooperateGoodsScreen } from '../../../../features/purchasing/components/cooperate-goods-screen'
import { cooperateGoodsRequest, SUPPLIER_CHOICES_REQUEST } from '../../../../features/purchasing/partner-search'
import { useLocale } from '../../../../lib/i18n'
import { int, parseSearch, text, truthy } from '../../../../lib/search-parsers'
import { partnerListQueryOptions, usePartnerList } from '../../../../lookups/api/list-partners'

// Plain parsers, not zod: every route's validateSearch is on the first page (src/lib/search-parsers.ts).
const searchShape = {
  supplierId: text({ max: 64 }),
  keyword: text({ max: 100 }),
  needed: truthy,
  pageNo: int({ min: 1 }),
  pageSize: int({ min: 1, max: 100 }),
}

export const Route = createFileRoute('/_app/cooperate/goods/list')({
  validateSearch: (search: Record<string, unknown>) => parseSearch(searchShape, search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the goods page and the supplier filter.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(cooperateGoodsQueryOptions(cooperateGoodsRequest(deps)))
    void context.queryClient.prefetchQuery(partnerListQueryOptions(SUPPLIER_CHOICES_REQUEST))
  },
  component: CooperateGoodsRoute,
})

function CooperateGoodsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { locale } = useLocale()
  const can = useAccess()
  const partners = usePartnerList(SUPPLIER_CHOICES_REQUEST)
  const suppliers = useMemo(
    () => (partners.data?.data ?? []).map((row) => ({ value: row.id, label: row.name })),
    [partners.data],
  )
  return (
    <CooperateGoodsScreen
      search={search}
      locale={locale}
      suppliers={suppliers}
      canPurchase={can('purchase_list.add')}
      onSearchChange={(change) => void navigate({ search: (current) => ({ ...current, ...change }) })}
      onReset={() => void navigate({ search: {} })}
    />
  )
}
