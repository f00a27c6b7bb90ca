// Coupons: POST /coupon/list, /coupon/save (issue or edit) and /coupon/stop.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CouponListRequest, CouponSaveInput, CouponView } from '../../../contract/storefront'
import { fetchPage } from '../../../lib/paging'
import { storefrontKeys } from './keys'
import { useStorefrontCall } from './mutate'

export const couponListQueryOptions = (request: CouponListRequest) =>
  queryOptions({
    queryKey: storefrontKeys.couponList(request),
    queryFn: ({ signal }) => fetchPage<CouponView>('/coupon/list', { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })

export const useCouponList = (request: CouponListRequest) => useQuery(couponListQueryOptions(request))

export const useSaveCoupon = () =>
  useStorefrontCall<CouponSaveInput, CouponView>(
    () => '/coupon/save',
    () => [storefrontKeys.coupons()],
  )
export const useStopCoupon = () =>
  useStorefrontCall<{ id: string }, CouponView>(
    () => '/coupon/stop',
    () => [storefrontKeys.coupons()],
  )
