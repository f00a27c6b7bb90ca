// /coupon/list: coupons of the storefront shops; filters, page and the open drawer in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { parseListSearch } from '../../../components/list-page/search-params'
import { couponListQueryOptions } from '../../../features/storefront/api/coupons'
import { prefetchStorefrontList } from '../../../features/storefront/api/shops'
import { type CouponSearch, CouponsScreen } from '../../../features/storefront/components/coupons-screen'
import { couponListRequest } from '../../../features/storefront/storefront-search'
import { int, oneOf, text } from '../../../lib/search-parsers'

const shape = {
  pageNo: int({ min: 1 }),
  pageSize: int({ min: 1, max: 100 }),
  shopId: text({ min: 1, max: 64 }),
  state: oneOf(['effective', 'invalid'] as const),
  keyword: text({ max: 40 }),
  edit: text({ min: 1, max: 64 }),
}

export const Route = createFileRoute('/_app/coupon/list')({
  validateSearch: (search: Record<string, unknown>): CouponSearch => parseListSearch(shape, search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) =>
    prefetchStorefrontList(context.queryClient, couponListQueryOptions(couponListRequest(deps))),
  component: CouponRoute,
})

function CouponRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onChange = useCallback(
    (change: Partial<CouponSearch>) => void navigate({ search: (current) => ({ ...current, ...change }) }),
    [navigate],
  )
  return <CouponsScreen search={search} onSearchChange={onChange} />
}
