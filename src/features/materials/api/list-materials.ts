// POST /material/manage/list (the tenant's) or /material/manage/public/list (the platform's).
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { MATERIAL_PATHS, type MaterialListRequest, type MaterialRow } from '../../../contract/materials'
import { fetchPage } from '../../../lib/paging'
import { type MaterialSearch, materialListRequest } from '../material-search'
import { type MaterialScope, materialKeys } from './keys'
import { categoryListQueryOptions } from './list-categories'

export function materialListQueryOptions(scope: MaterialScope, request: MaterialListRequest) {
  const path = scope === 'public' ? MATERIAL_PATHS.publicList : MATERIAL_PATHS.list
  return queryOptions({
    queryKey: materialKeys.list(scope, request),
    queryFn: ({ signal }) => fetchPage<MaterialRow>(path, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useMaterialList = (scope: MaterialScope, request: MaterialListRequest) =>
  useQuery(materialListQueryOptions(scope, request))

/** Starts a library's page and its category tree for a route loader (not awaited: the screen shows its loading state). */
export function prefetchMaterialLibrary(queryClient: QueryClient, scope: MaterialScope, search: MaterialSearch) {
  void queryClient.prefetchQuery(materialListQueryOptions(scope, materialListRequest(search)))
  void queryClient.prefetchQuery(categoryListQueryOptions(scope))
}
