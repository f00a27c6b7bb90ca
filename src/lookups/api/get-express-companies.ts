// GET /express/list: the express companies a seller ships with, read through the mirror.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExpressCompany } from '../../contract/dictionaries'
import { apiFetch } from '../../lib/api-client'
import { useLocale } from '../../lib/i18n'
import { LOOKUP_STALE_MS, lookupKeys } from './keys'
import { lookupMirror, throughMirror } from './through-mirror'

export function getExpressCompanies(signal?: AbortSignal): Promise<ExpressCompany[]> {
  return apiFetch<ExpressCompany[]>('/express/list', { signal, silent: true })
}

export function expressCompaniesQueryOptions(locale: string) {
  return queryOptions({
    queryKey: lookupKeys.express(locale),
    queryFn: ({ signal }) =>
      throughMirror(
        async (db) => (await lookupMirror()).readExpressCompanies(db, locale),
        async (db, list) => (await lookupMirror()).writeExpressCompanies(db, locale, list),
        () => getExpressCompanies(signal),
      ),
    staleTime: LOOKUP_STALE_MS,
    // The mirror answers with no network, so the query must run offline too.
    networkMode: 'offlineFirst',
    gcTime: LOOKUP_STALE_MS,
  })
}

export function useExpressCompanies() {
  const { locale } = useLocale()
  const query = useQuery(expressCompaniesQueryOptions(locale))
  return { companies: query.data ?? [], isLoading: query.isLoading }
}
