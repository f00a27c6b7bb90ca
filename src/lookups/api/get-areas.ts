// GET /area/list: the area tree (SPEC.md §3: id, pid, name; pid '0' is top level), read through the
// mirror so address forms work offline.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Area, ROOT_AREA_PID } from '../../contract/dictionaries'
import { apiFetch } from '../../lib/api-client'
import { useLocale } from '../../lib/i18n'
import { LOOKUP_STALE_MS, lookupKeys } from './keys'
import { lookupMirror, throughMirror } from './through-mirror'

export function getAreas(signal?: AbortSignal): Promise<Area[]> {
  return apiFetch<Area[]>('/area/list', { signal, silent: true })
}

export function areasQueryOptions(locale: string) {
  return queryOptions({
    queryKey: lookupKeys.areas(locale),
    queryFn: ({ signal }) =>
      throughMirror(
        async (db) => (await lookupMirror()).readAreas(db, locale),
        async (db, list) => (await lookupMirror()).writeAreas(db, locale, list),
        () => getAreas(signal),
      ),
    staleTime: LOOKUP_STALE_MS,
    // The mirror answers with no network, so the query must run offline too.
    networkMode: 'offlineFirst',
    gcTime: LOOKUP_STALE_MS,
  })
}

/** Children of each area by parent id, in the order the areas came. */
export function areaChildren(areas: Area[]): Map<string, Area[]> {
  const children = new Map<string, Area[]>()
  for (const area of areas) children.set(area.pid, [...(children.get(area.pid) ?? []), area])
  return children
}

/**
 * The options of each level for a chosen path of names (SPEC.md §3: value and label both equal the
 * name): level 0 the top-level areas, level n the children of the n-th chosen name. A level is
 * listed only while its parent is chosen and has children.
 */
export function regionLevels(children: Map<string, Area[]>, path: string[]): string[][] {
  const levels: string[][] = []
  let parentId: string | undefined = ROOT_AREA_PID
  for (let level = 0; parentId !== undefined; level++) {
    const options: Area[] = children.get(parentId) ?? []
    if (options.length === 0) break
    levels.push(options.map((area) => area.name))
    parentId = options.find((area) => area.name === path[level])?.id
  }
  return levels
}

export function useAreas() {
  const { locale } = useLocale()
  return useQuery(areasQueryOptions(locale))
}
