// Lazada shop authorisation: POST /shop/lazada/list, GET /shop/lazada/auth/{id} (then the browser
// goes to Lazada's consent page), POST /shop/lazada/auth/callback with what Lazada sent back.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type LazadaShopAuth, LISTING_PATHS } from '../../../contract/listing'
import { apiFetch } from '../../../lib/api-client'

export const lazadaKeys = { shops: () => ['lazada-shops'] as const }

export const lazadaShopsQueryOptions = () =>
  queryOptions({
    queryKey: lazadaKeys.shops(),
    queryFn: ({ signal }) => apiFetch<LazadaShopAuth[]>(LISTING_PATHS.lazadaShops, { body: {}, signal }),
  })

export const useLazadaShops = () => useQuery(lazadaShopsQueryOptions())

/** Asks for the consent address and sends the browser there (Lazada brings it back to this screen). */
export function useStartLazadaAuth() {
  return useMutation({
    mutationFn: async (shopId: string) => {
      const { url } = await apiFetch<{ url: string }>(LISTING_PATHS.lazadaAuth(shopId), { silent: true })
      window.location.assign(url)
    },
  })
}

export function useFinishLazadaAuth() {
  const queryClient = useQueryClient()
  return useMutation({
    // Keyed by the code: a reload of the return address gets the first answer, not a refusal.
    mutationFn: (body: { code: string; state: string }) =>
      apiFetch<LazadaShopAuth>(LISTING_PATHS.lazadaCallback, {
        body,
        idempotencyKey: `lazada-${body.code}`,
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lazadaKeys.shops() }),
  })
}
