// Storefront members: POST /shop/member/list, /shop/member/orders, /shop/member/status and
// /shop/member/reset/{id}.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { MemberListRequest, MemberOrderPage, MemberView } from '../../../contract/storefront'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { storefrontKeys } from './keys'
import { useStorefrontCall } from './mutate'

export const memberListQueryOptions = (request: MemberListRequest) =>
  queryOptions({
    queryKey: storefrontKeys.memberList(request),
    queryFn: ({ signal }) => fetchPage<MemberView>('/shop/member/list', { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })

export const useMemberList = (request: MemberListRequest) => useQuery(memberListQueryOptions(request))

export const useMemberStatus = () =>
  useStorefrontCall<{ id: string; status: 'enabled' | 'disabled' }>(
    () => '/shop/member/status',
    () => [storefrontKeys.members()],
  )
export const useResetMember = () =>
  useStorefrontCall<{ id: string }, boolean>(
    (input) => `/shop/member/reset/${encodeURIComponent(input.id)}`,
    () => [storefrontKeys.members()],
    () => ({}),
  )

/** A member's storefront orders, newest first (the members screen's orders drawer). */
export const useMemberOrders = (memberId: string | null, pageNo: number, pageSize = 10) =>
  useQuery({
    queryKey: storefrontKeys.memberOrders(memberId ?? '', pageNo),
    queryFn: ({ signal }) =>
      apiFetch<MemberOrderPage>('/shop/member/orders', {
        method: 'POST',
        body: { id: memberId, pageNo, pageSize },
        signal,
        silent: true,
      }),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
  })
