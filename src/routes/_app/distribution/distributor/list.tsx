// /distribution/distributor/list: for a supplier or factory, the distributors it is bound to.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { PartnerListScreen } from '../../../../features/purchasing/components/partner-list-screen'
import { partnerListRequest } from '../../../../features/purchasing/partner-search'
import { useLocale } from '../../../../lib/i18n'
import { int, parseSearch, text } from '../../../../lib/search-parsers'
import { partnerListQueryOptions } from '../../../../lookups/api/list-partners'

// Plain parsers, not zod: every route's validateSearch is on the first page (src/lib/search-parsers.ts).
const searchShape = {
  keyword: text({ max: 64 }),
  pageNo: int({ min: 1 }),
  pageSize: int({ min: 1, max: 100 }),
}

export const Route = createFileRoute('/_app/distribution/distributor/list')({
  validateSearch: (search: Record<string, unknown>) => parseSearch(searchShape, search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(partnerListQueryOptions(partnerListRequest(deps))),
  component: DistributorListRoute,
})

function DistributorListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { locale } = useLocale()
  return (
    <PartnerListScreen
      kind="distributors"
      search={search}
      locale={locale}
      onSearchChange={(change) => void navigate({ search: (current) => ({ ...current, ...change }) })}
      onReset={() => void navigate({ search: {} })}
    />
  )
}
