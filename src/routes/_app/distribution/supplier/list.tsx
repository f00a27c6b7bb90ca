// /distribution/supplier/list: the seller's suppliers and factories; a row opens the purchase
// orders raised to it.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PartnerListScreen } from '../../../../features/purchasing/components/partner-list-screen'
import { partnerListRequest } from '../../../../features/purchasing/partner-search'
import { useLocale } from '../../../../lib/i18n'
import { int, parseSearch, type SearchParser, text } from '../../../../lib/search-parsers'
import { partnerListQueryOptions } from '../../../../lookups/api/list-partners'

/** 1 suppliers, 2 factories (a number in the URL, or its text). */
const partnerType: SearchParser<1 | 2> = (value) => {
  const type = Number(value)
  return type === 1 || type === 2 ? type : undefined
}
// Plain parsers, not zod: every route's validateSearch is on the first page (src/lib/search-parsers.ts).
const searchShape = {
  keyword: text({ max: 64 }),
  partnerType,
  pageNo: int({ min: 1 }),
  pageSize: int({ min: 1, max: 100 }),
}

export const Route = createFileRoute('/_app/distribution/supplier/list')({
  validateSearch: (search: Record<string, unknown>) => parseSearch(searchShape, search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(partnerListQueryOptions(partnerListRequest(deps))),
  component: SupplierListRoute,
})

function SupplierListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { locale } = useLocale()
  return (
    <PartnerListScreen
      kind="suppliers"
      search={search}
      locale={locale}
      onSearchChange={(change) => void navigate({ search: (current) => ({ ...current, ...change }) })}
      onReset={() => void navigate({ search: {} })}
      onOpenPurchases={(partner) => void navigate({ to: '/purchase/list', search: { supplierId: partner.id } })}
    />
  )
}
