// GET /express/internal/list and /express/external/list: domestic and international carriers.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExpressCompany } from '../../contract/dictionaries'
import { apiFetch } from '../../lib/api-client'
import { useLocale } from '../../lib/i18n'
import { LOOKUP_STALE_MS, lookupKeys } from './keys'

const scopeQuery = (locale: string, scope: 'internal' | 'external') =>
  queryOptions({
    queryKey: [...lookupKeys.express(locale), scope],
    queryFn: ({ signal }) => apiFetch<ExpressCompany[]>(`/express/${scope}/list`, { signal, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  })

export function useExpressScopes() {
  const { locale } = useLocale()
  const internal = useQuery(scopeQuery(locale, 'internal')).data
  const external = useQuery(scopeQuery(locale, 'external')).data
  return { internal: internal ?? [], external: external ?? [] }
}
