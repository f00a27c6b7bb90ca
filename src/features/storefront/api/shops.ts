// The storefront shops (custom channel) and their settings: GET /shop/settings/{id} and the
// password, finance account, template, strategy, task reset and sharding grant calls.
import { type FetchQueryOptions, type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query'
import type { ServerPage } from '../../../contract/envelope'
import { GENERATION_PATHS, type StrategyRow } from '../../../contract/generation'
import { SHOP_PATHS, type ShopRowView } from '../../../contract/shops'
import type { ShopSettingsView, StorefrontTemplate } from '../../../contract/storefront'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage, normalisePage } from '../../../lib/paging'
import { storefrontKeys } from './keys'
import { useStorefrontCall } from './mutate'

/** Every storefront shop of the tenant (few: one per own shop), for the pickers. */
export const storefrontShopsOptions = () =>
  queryOptions({
    queryKey: [...storefrontKeys.all, 'shops'],
    queryFn: ({ signal }) =>
      fetchPage<ShopRowView>(SHOP_PATHS.list, { channel: 'custom', pageSize: 100, sortField: 'name' }, { signal }),
  })
export const useStorefrontShops = () => useQuery(storefrontShopsOptions())

/** Starts a storefront list's page and the shop filter above it, for a route loader (not awaited). */
export function prefetchStorefrontList<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  list: FetchQueryOptions<TData, Error, TData, TKey>,
) {
  void queryClient.prefetchQuery(list)
  void queryClient.prefetchQuery(storefrontShopsOptions())
}

export const useShopSettings = (shopId: string | null) =>
  useQuery({
    queryKey: storefrontKeys.settings(shopId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<ShopSettingsView>(`/shop/settings/${encodeURIComponent(shopId!)}`, { signal, silent: true }),
    enabled: !!shopId,
  })

const touches = (input: { id: string }) => [storefrontKeys.settings(input.id)]
export const useChangePassword = () =>
  useStorefrontCall<{ id: string; newPassword: string; confirmPassword: string }, boolean>(
    () => '/shop/password/change',
    touches,
  )
export const useSaveFinanceAccount = () =>
  useStorefrontCall<{ id: string; holder: string; bank: string; accountNo: string }>(
    () => '/shop/finance/account/save',
    touches,
  )
export const useChangeTemplate = () =>
  useStorefrontCall<{ id: string; template: StorefrontTemplate }>(() => '/shop/template/change', touches)
export const useChangeStrategy = () =>
  useStorefrontCall<{ id: string; strategyId: string | null }>(() => '/shop/goods/generate/strategy/change', touches)
export const useResetTask = () =>
  useStorefrontCall<{ id: string }>(
    (input) => `/shop/generate/task/reset/${encodeURIComponent(input.id)}`,
    touches,
    () => ({}),
  )
export const useGrant = () =>
  useStorefrontCall<{ id: string; partnerId: string; granted: boolean }>(() => '/shop/sharding/grant', touches)

/** The tenant's generation strategies, for the "feeds this shop" choice. */
export const useStrategyChoices = () =>
  useQuery({
    queryKey: [...storefrontKeys.all, 'strategies'],
    queryFn: async ({ signal }) =>
      normalisePage(
        await apiFetch<ServerPage<StrategyRow>>(GENERATION_PATHS.strategy, {
          method: 'GET',
          query: { pageNo: 1, pageSize: 100 },
          signal,
          silent: true,
        }),
      ).data,
  })

/** Bound suppliers and factories, for granting a shop's orders. */
export const usePartnerChoices = () =>
  useQuery({
    queryKey: [...storefrontKeys.all, 'partners'],
    queryFn: ({ signal }) =>
      fetchPage<{ id: string; name: string; type: number }>(
        '/ds/list/distribution_partner_list',
        { pageNo: 1, pageSize: 100 },
        { signal, silent: true },
      ).then((page) => page.data),
  })

/** Enable or disable a storefront shop (POST /shop/status). */
export const useStorefrontShopStatus = () =>
  useStorefrontCall<{ id: string; status: 'enabled' | 'disabled'; version?: number }>(
    () => SHOP_PATHS.status,
    () => [[...storefrontKeys.all, 'shops']],
  )
/** Create or rename a storefront shop (POST /shop/save, channel custom). */
export const useSaveStorefrontShop = () =>
  useStorefrontCall<{ id?: string; name: string; version?: number }>(
    () => SHOP_PATHS.save,
    () => [[...storefrontKeys.all, 'shops']],
    (input) => ({ ...input, channel: 'custom', connector: {} }),
  )
