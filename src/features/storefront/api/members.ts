// Storefront members: POST /shop/member/list, /shop/member/status and /shop/member/reset/{id}.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { MemberListRequest, MemberView } from '../../../contract/storefront'
import { fetchPage } from '../../../lib/paging'
import { storefrontKeys } from './keys'
import { useStorefrontCall } from './mutate'

export const useMemberList = (request: MemberListRequest) =>
  useQuery({
    queryKey: storefrontKeys.memberList(request),
    queryFn: ({ signal }) => fetchPage<MemberView>('/shop/member/list', { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })

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
