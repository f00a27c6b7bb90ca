// GET /config/list: every config dictionary (SPEC.md §3) in the caller's language, read through the mirror.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ConfigList } from '../../contract/dictionaries'
import { apiFetch } from '../../lib/api-client'
import { useLocale } from '../../lib/i18n'
import { LOOKUP_STALE_MS, lookupKeys } from './keys'
import { lookupMirror, throughMirror } from './through-mirror'

export function getConfigList(signal?: AbortSignal): Promise<ConfigList> {
  return apiFetch<ConfigList>('/config/list', { signal, silent: true })
}

export function configListQueryOptions(locale: string) {
  return queryOptions({
    queryKey: lookupKeys.configList(locale),
    queryFn: ({ signal }) =>
      throughMirror(
        async (db) => (await lookupMirror()).readConfigList(db, locale),
        async (db, list) => (await lookupMirror()).writeConfigList(db, locale, list),
        () => getConfigList(signal),
      ),
    staleTime: LOOKUP_STALE_MS,
    // The mirror answers with no network, so the query must run offline too.
    networkMode: 'offlineFirst',
    gcTime: LOOKUP_STALE_MS,
  })
}

export function useConfigList() {
  const { locale } = useLocale()
  return useQuery(configListQueryOptions(locale))
}
